/*
 * Stands in for src/client/lib/socket.ts in client tests (vi.mock): no connection, and
 * fireSocketEvent delivers a server event to whatever the app subscribed, as the real
 * socket would.
 */
import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';

type Handler = (payload: unknown) => void;
const subscriptions = new Map<string, Set<Handler>>();
export const emitted: { event: string; payload: unknown }[] = [];
export const SOCKET_RECONNECTED = 'socket:reconnected';

export function connectSocket(): void {}

export function disconnectSocket(): void {}

export function emitSocket(event: string, payload?: unknown): void {
  emitted.push({ event, payload });
}

export function onSocketEvent<T>(event: string, handler: (payload: T) => void): () => void {
  const handlers = subscriptions.get(event) ?? new Set<Handler>();
  subscriptions.set(event, handlers);
  const wrapped: Handler = (payload) => handler(payload as T);
  handlers.add(wrapped);
  return () => {
    handlers.delete(wrapped);
  };
}

export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onSocketEvent<T>(event, (payload) => latest.current(payload)), [event]);
}

/** How many handlers listen for `event` now (0 before the signed-in layout mounted). */
export function listenerCount(event: string): number {
  return subscriptions.get(event)?.size ?? 0;
}

/** Delivers `payload` as the server's `event` to every subscribed handler. */
export function fireSocketEvent<T>(event: string, payload: T): void {
  act(() => {
    for (const handler of subscriptions.get(event) ?? []) handler(payload);
  });
}
