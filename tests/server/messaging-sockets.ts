/*
 * Real Socket.IO clients for the messaging suites. A socket counts as ready only once
 * every connection handler of the app has run (a marker handler registered last says
 * so), so a test never emits before the server listens for it.
 */
import { io, type Socket } from 'socket.io-client';
import type { App } from '../../src/server/app.ts';
import { sendTestEvent } from './support/sockets.ts';

const READY_EVENT = 'test:connection-handlers-done';

/** Call once after the app is ready: from then on each new socket hears READY_EVENT last. */
export function markHandlersDone(app: App): void {
  app.realtime.onConnection((socket) => {
    sendTestEvent(socket, READY_EVENT);
  });
}

export type Recorder = { socket: Socket; events: { name: string; payload: unknown }[] };

/** Connects as the token's user and records every event it receives. */
export function connectAs(baseUrl: string, token: string): Promise<Recorder> {
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
  const recorder: Recorder = { socket, events: [] };
  socket.onAny((name: string, payload: unknown) => recorder.events.push({ name, payload }));
  return new Promise((resolve, reject) => {
    socket.once(READY_EVENT, () => resolve(recorder));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` this socket receives (or the first already recorded that matches). */
export function waitFor<T>(recorder: Recorder, event: string, matches: (payload: T) => boolean = () => true): Promise<T> {
  const seen = recorder.events.find((entry) => entry.name === event && matches(entry.payload as T));
  if (seen) return Promise.resolve(seen.payload as T);
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      recorder.socket.off(event, listener);
      resolve(payload);
    };
    recorder.socket.on(event, listener);
  });
}

export function eventsNamed(recorder: Recorder, event: string): unknown[] {
  return recorder.events.filter((entry) => entry.name === event).map((entry) => entry.payload);
}
