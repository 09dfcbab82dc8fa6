/*
 * The one owner of the Socket.IO connection (nothing else imports socket.io-client).
 * Websocket transport only; the session cookie authenticates the handshake. Features
 * subscribe with useSocketEvent and patch the React Query cache in their handlers.
 */
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { clientEvents } from '../../contract/socket-events.ts';

let socket: Socket | undefined;
type Handler = (payload: unknown) => void;
const subscriptions = new Map<string, Set<Handler>>();

/** Not a server event: the connection came back after a drop, and whatever was sent meanwhile is lost. */
export const SOCKET_RECONNECTED = 'socket:reconnected';

function attach(target: Socket, event: string) {
  target.on(event, (payload: unknown) => {
    for (const handler of subscriptions.get(event) ?? []) handler(payload);
  });
}

/** Opens the connection (once) for the signed-in user. */
export function connectSocket(): Socket {
  if (socket) return socket;
  socket = io({ path: '/socket.io', transports: ['websocket'], withCredentials: true, autoConnect: true });
  socket.on('connect', () => {
    console.info('[socket] connected', socket?.id);
    socket?.emit(clientEvents.newUserAdd);
  });
  socket.on('disconnect', (reason) => console.info('[socket] disconnected', reason));
  socket.io.on('reconnect', () => {
    for (const handler of subscriptions.get(SOCKET_RECONNECTED) ?? []) handler(undefined);
  });
  for (const event of subscriptions.keys()) attach(socket, event);
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = undefined;
}

export function emitSocket(event: string, payload?: unknown): void {
  socket?.emit(event, payload);
}

/** Subscribes to a server event; returns the unsubscribe. */
export function onSocketEvent<T>(event: string, handler: (payload: T) => void): () => void {
  let handlers = subscriptions.get(event);
  if (!handlers) {
    handlers = new Set();
    subscriptions.set(event, handlers);
    if (socket) attach(socket, event);
  }
  handlers.add(handler as Handler);
  return () => {
    handlers.delete(handler as Handler);
  };
}

/** Runs the latest `handler` for each `event` while the component is mounted. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onSocketEvent<T>(event, (payload) => latest.current(payload)), [event]);
}
