/*
 * Stands in for src/client/lib/socket.ts in the groups tests: no connection, and
 * fireSocketEvent() delivers a server event to every subscribed handler.
 */
import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';

type Handler = (payload: unknown) => void;
const subscriptions = new Map<string, Set<Handler>>();

export function connectSocket(): void {}
export function disconnectSocket(): void {}
export function emitSocket(): void {}

export function onSocketEvent<T>(event: string, handler: (payload: T) => void): () => void {
  const handlers = subscriptions.get(event) ?? new Set<Handler>();
  subscriptions.set(event, handlers);
  handlers.add(handler as Handler);
  return () => {
    handlers.delete(handler as Handler);
  };
}

export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onSocketEvent<T>(event, (payload) => latest.current(payload)), [event]);
}

/** Delivers `payload` as the server's `event`; fails when nothing listens for it. */
export function fireSocketEvent(event: string, payload: unknown): void {
  const handlers = [...(subscriptions.get(event) ?? [])];
  if (handlers.length === 0) throw new Error(`No handler listens for "${event}"`);
  act(() => {
    for (const handler of handlers) handler(payload);
  });
}
