/*
 * Stands in for src/client/lib/socket.ts in every client test (tests/client/setup.ts
 * mocks it): no connection, and fireSocketEvent delivers an event to whatever the app
 * subscribed, as the real socket would. Typed by the same event maps as the real module.
 */
import { act, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import type { ClientEventPayloads } from '../../../src/contract/socket-events.ts';
import type { SocketEventHandler, SocketEventName, SocketEventPayloads } from '../../../src/client/lib/socket.ts';

type Handler = (payload: unknown) => void;
type Emitted = { [E in keyof ClientEventPayloads]: { event: E; payload: ClientEventPayloads[E] } }[keyof ClientEventPayloads];

const subscriptions = new Map<string, Set<Handler>>();
export const emitted: Emitted[] = [];
export const SOCKET_RECONNECTED = 'socket:reconnected';

export function connectSocket(): void {}

export function disconnectSocket(): void {}

/** The id the fake socket gives the server, as the real one would after `get-id`. */
export const FAKE_SOCKET_ID = 'fake-socket-id';

export function ownSocketHeaders(): Record<string, string> {
  return { 'x-socket-id': FAKE_SOCKET_ID };
}

export function emitSocket<E extends keyof ClientEventPayloads>(event: E, payload: ClientEventPayloads[E]): void {
  emitted.push({ event, payload } as Emitted);
}

export function onSocketEvent<E extends SocketEventName>(event: E, handler: SocketEventHandler<E>): () => void {
  const handlers = subscriptions.get(event) ?? new Set<Handler>();
  subscriptions.set(event, handlers);
  const registered = handler as Handler;
  handlers.add(registered);
  return () => {
    handlers.delete(registered);
  };
}

export function useSocketEvent<E extends SocketEventName>(event: E, handler: SocketEventHandler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onSocketEvent(event, (payload) => latest.current(payload)), [event]);
}

/** How many handlers listen for `event` now (0 before the signed-in layout mounted). */
export function listenerCount(event: SocketEventName): number {
  return subscriptions.get(event)?.size ?? 0;
}

/**
 * Delivers `payload` as `event` to every subscribed handler, once something listens for it.
 * The page's listeners subscribe in effects, which React may run a moment after the screen a
 * test waited for is drawn; the real socket connects in those same effects, so no event
 * reaches a page before its listeners do. A payload that seeds the mock server in the call is
 * stored before this waits: where a first fetch still loading would then count it twice, wait
 * for the listener first (listenerCount).
 */
export async function fireSocketEvent<E extends SocketEventName>(event: E, payload: SocketEventPayloads[E]): Promise<void> {
  // Only when needed: waitFor lets a macrotask run, time enough for a fetch under way to land first.
  if (listenerCount(event) === 0) {
    await waitFor(() => {
      if (listenerCount(event) === 0) throw new Error(`nothing listens for ${event} yet`);
    });
  }
  act(() => {
    for (const handler of subscriptions.get(event) ?? []) handler(payload);
  });
}
