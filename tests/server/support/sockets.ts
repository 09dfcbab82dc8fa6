/*
 * Real socket.io clients against an app listening on a random port. Every event a client
 * receives is kept, so a test can wait for one that already arrived; waiting never sleeps.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { rooms } from '../../../src/contract/socket-events.ts';
import type { App } from '../../../src/server/app.ts';
import type { CampusServer, CampusSocket } from '../../../src/server/plugins/realtime.ts';

/** Starts listening on a random local port (once) and answers the base URL. */
export async function listen(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

type UntypedEmitter = { emit(event: string, ...args: unknown[]): boolean };

/** Test-only events (markers, ready signals) are no part of the contract, so they go past its types here. */
export function sendTestEvent(to: CampusSocket | ReturnType<CampusServer['to']>, event: string, ...payload: [unknown?]): void {
  (to as UntypedEmitter).emit(event, ...payload);
}

type Received = { event: string; payload: unknown };
type Waiter = { event: string; match: (payload: unknown) => boolean; resolve: (payload: unknown) => void };

export class TestClient {
  readonly received: Received[] = [];
  private waiters: Waiter[] = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      const waiter = this.waiters.find((candidate) => candidate.event === event && candidate.match(payload));
      if (waiter) {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        waiter.resolve(payload);
      } else {
        this.received.push({ event, payload });
      }
    });
  }

  /** The first event of that name (and matching `match`), already received or yet to come; it is consumed. */
  next<T>(event: string, match: (payload: T) => boolean = () => true): Promise<T> {
    const index = this.received.findIndex((item) => item.event === event && match(item.payload as T));
    if (index >= 0) {
      const [item] = this.received.splice(index, 1);
      return Promise.resolve(item?.payload as T);
    }
    return new Promise<T>((resolve) => {
      this.waiters.push({ event, match: (payload) => match(payload as T), resolve: (payload) => resolve(payload as T) });
    });
  }

  /** Payloads of that event received and not yet consumed. */
  pending<T>(event: string): T[] {
    return this.received.filter((item) => item.event === event).map((item) => item.payload as T);
  }

  /** Forgets everything received so far, so later waits only see what comes next. */
  clear(): void {
    this.received.length = 0;
  }

  close(): void {
    this.socket.disconnect();
  }
}

export type ConnectOptions = { token?: string; cookie?: string; origin?: string };

/** Connects and resolves once the server accepted the handshake; rejects with its connect_error. */
export function connect(baseUrl: string, options: ConnectOptions): Promise<TestClient> {
  const extraHeaders: Record<string, string> = {};
  if (options.cookie) extraHeaders.cookie = options.cookie;
  if (options.origin) extraHeaders.origin = options.origin;
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: options.token ? { token: options.token } : {},
    extraHeaders,
    forceNew: true,
    reconnection: false,
  });
  const client = new TestClient(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', (error: Error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Connects as a signed-up user and waits for the connection's own get-users. */
export async function connectAs(baseUrl: string, user: { token: string }): Promise<TestClient> {
  const client = await connect(baseUrl, { token: user.token });
  await client.next('get-users');
  return client;
}

/** The clients a test file connects, closed together after each test: `afterEach(clients.closeAll)`. */
export function clientPool(baseUrl: () => string) {
  const open: TestClient[] = [];
  return {
    async connect(user: { token: string }): Promise<TestClient> {
      const connected = await connectAs(baseUrl(), user);
      open.push(connected);
      return connected;
    },
    closeAll(): void {
      for (const client of open.splice(0)) client.close();
    },
  };
}

/**
 * Proves a client heard nothing more for now: sends a marker to the user's room after
 * everything emitted so far. Socket.IO keeps order per connection, so once the marker
 * arrives, anything emitted before it has arrived too.
 */
export async function settle(app: App, client: TestClient, userId: string): Promise<void> {
  const marker = randomUUID();
  const arrived = client.next<string>('test:marker', (payload) => payload === marker);
  sendTestEvent(app.realtime.io.to(rooms.user(userId)), 'test:marker', marker);
  await arrived;
}

/** Resolves once this instance has processed the disconnect of the socket with that id. */
export function serverSawDisconnect(app: App, socketId: string): Promise<void> {
  const socket = app.realtime.io.sockets.sockets.get(socketId);
  if (!socket) return Promise.resolve();
  return new Promise((resolve) => socket.once('disconnect', () => resolve()));
}

/** Closes a client and waits until the server has let go of it. */
export async function closeAndWait(app: App, client: TestClient): Promise<void> {
  const gone = serverSawDisconnect(app, client.socket.id ?? '');
  client.close();
  await gone;
}
