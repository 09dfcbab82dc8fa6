/*
 * The one owner of the Socket.IO connection (nothing else imports socket.io-client).
 * Websocket transport only; the session cookie authenticates the handshake. Features
 * subscribe with useSocketEvent and patch the React Query cache in their handlers.
 * Event names and payloads come from the contract's maps, so a wrong name or payload
 * is a type error. socket.io-client (about 16 KB gzipped) is fetched when the connection
 * opens, beside the first screen rather than ahead of it.
 */
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import {
  clientEvents,
  type ClientEventPayloads,
  type ClientToServerEvents,
  type ServerEventPayloads,
  type ServerToClientEvents,
} from '../../contract/socket-events.ts';
import { SOCKET_ID_HEADER } from '../../contract/headers.ts';

/** Not a server event: the connection came back after a drop, and whatever was sent meanwhile is lost. */
export const SOCKET_RECONNECTED = 'socket:reconnected';

/** The connection's own events, delivered like server events but never sent by the server. */
type LocalEventPayloads = {
  connect: undefined;
  disconnect: Socket.DisconnectReason;
  [SOCKET_RECONNECTED]: undefined;
};

/** Everything a feature may listen for, by name. */
export type SocketEventPayloads = ServerEventPayloads & LocalEventPayloads;
export type SocketEventName = keyof SocketEventPayloads;
export type SocketEventHandler<E extends SocketEventName> = (payload: SocketEventPayloads[E]) => void;

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Handler = (payload: unknown) => void;

let socket: AppSocket | undefined;
/** True from connectSocket until disconnectSocket, while the client library may still be loading. */
let wanted = false;
const subscriptions = new Map<string, Set<Handler>>();

function deliver(event: string, payload: unknown): void {
  for (const handler of subscriptions.get(event) ?? []) handler(payload);
}

/** Opens the connection (once) for the signed-in user; `origin` is where the API lives (this page's by default). */
export function connectSocket(origin?: string): void {
  if (wanted) return;
  wanted = true;
  import('socket.io-client').then(
    ({ io }) => {
      if (wanted && !socket) open(io, origin);
    },
    (error: unknown) => {
      console.warn('[socket] the client could not be loaded', error);
      wanted = false;
    },
  );
}

function open(io: typeof import('socket.io-client').io, origin: string | undefined): void {
  const options = { path: '/socket.io', transports: ['websocket'], withCredentials: true, autoConnect: true };
  const opened: AppSocket = origin ? io(origin, options) : io(options);
  socket = opened;
  opened.on('connect', () => {
    console.info('[socket] connected', opened.id);
    // The server takes the user from the session, not from this payload.
    opened.emit(clientEvents.newUserAdd, undefined);
    deliver('connect', undefined);
  });
  opened.on('disconnect', (reason) => {
    console.info('[socket] disconnected', reason);
    deliver('disconnect', reason);
  });
  opened.io.on('reconnect', () => deliver(SOCKET_RECONNECTED, undefined));
  opened.onAny((event: string, payload: unknown) => deliver(event, payload));
}

export function disconnectSocket(): void {
  wanted = false;
  socket?.disconnect();
  socket = undefined;
}

/**
 * Names this tab's socket to the server (the id it gave at connect), so the echo of this tab's
 * own write to my other tabs skips it; nothing while there is no connection.
 */
export function ownSocketHeaders(): Record<string, string> {
  const id = socket?.connected ? socket.id : undefined;
  return id ? { [SOCKET_ID_HEADER]: id } : {};
}

/** Sends a client event; nothing is sent while there is no connection. */
export function emitSocket<E extends keyof ClientEventPayloads>(event: E, payload: ClientEventPayloads[E]): void {
  // TypeScript cannot see that one payload is the parameter list of E's listener; the signature above says so.
  socket?.emit(event, ...([payload] as Parameters<ClientToServerEvents[E]>));
}

/** Subscribes to an event; returns the unsubscribe. */
export function onSocketEvent<E extends SocketEventName>(event: E, handler: SocketEventHandler<E>): () => void {
  let handlers = subscriptions.get(event);
  if (!handlers) {
    handlers = new Set();
    subscriptions.set(event, handlers);
  }
  const registered = handler as Handler;
  handlers.add(registered);
  return () => {
    handlers.delete(registered);
  };
}

/** Runs the latest `handler` for each `event` while the component is mounted. */
export function useSocketEvent<E extends SocketEventName>(event: E, handler: SocketEventHandler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onSocketEvent(event, (payload) => latest.current(payload)), [event]);
}
