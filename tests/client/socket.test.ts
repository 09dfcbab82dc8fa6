/*
 * The real lib/socket.ts (every other client test replaces it, see setup.ts) against a
 * real Socket.IO server on a random port: the handshake announces the user, server
 * events reach the subscribers of their name, client events reach the server, and a
 * dropped connection that comes back is announced as SOCKET_RECONNECTED.
 */
import { renderHook } from '@testing-library/react';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mockHttp, passthrough } from 'msw';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientEvents, serverEvents, type ClientToServerEvents, type ServerToClientEvents } from '../../src/contract/socket-events.ts';
import {
  SOCKET_RECONNECTED,
  connectSocket,
  disconnectSocket,
  emitSocket,
  onSocketEvent,
  useSocketEvent,
  type SocketEventName,
  type SocketEventPayloads,
} from '../../src/client/lib/socket.ts';

import { server } from '../mocks/server.ts';

vi.unmock('../../src/client/lib/socket.ts');

let httpServer: HttpServer;
let io: Server<ClientToServerEvents, ServerToClientEvents>;
let origin: string;

beforeAll(async () => {
  httpServer = createServer();
  io = new Server(httpServer, { transports: ['websocket'] });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

// MSW refuses requests it has no handler for; this one goes to the real server.
beforeEach(() => {
  server.use(mockHttp.get(`${origin}/socket.io/`, () => passthrough()));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  disconnectSocket();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await io.close();
});

/** The next delivery of `event` to the app's subscribers. */
function next<E extends SocketEventName>(event: E): Promise<SocketEventPayloads[E]> {
  return new Promise((resolve) => {
    const stop = onSocketEvent(event, (payload) => {
      stop();
      resolve(payload);
    });
  });
}

type ServerSide = ServerSocket<ClientToServerEvents, ServerToClientEvents>;

/** The server side of the next connection, and the `new-user-add` it will receive. */
function nextConnection(): Promise<{ socket: ServerSide; announced: Promise<void> }> {
  return new Promise((resolve) =>
    io.once('connection', (socket) => resolve({ socket, announced: new Promise((done) => socket.once(clientEvents.newUserAdd, () => done())) })),
  );
}

/** Connects the app's socket and answers the server side once the app has announced its user. */
async function connect(): Promise<ServerSide> {
  const connection = nextConnection();
  const connected = next('connect');
  connectSocket(origin);
  const { socket, announced } = await connection;
  await Promise.all([connected, announced]);
  return socket;
}

const post = (body: string) => ({
  id: `post-${body}`,
  author: { id: 'user-1', name: 'Ama Mensah', avatarUrl: null, institutionId: 1000, nameOfUniversity: null },
  body,
  hashtags: [],
  likesCount: 0,
  likedByMe: false,
  commentsCount: 0,
  shareCount: 0,
  shareHash: 'hash',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});

describe('the socket module', () => {
  it('connects, announces the user, and hands each server event to the subscribers of its name', async () => {
    const server = await connect();
    const id = next(serverEvents.getId);
    const posted = next(serverEvents.newPost);
    server.emit(serverEvents.getId, server.id);
    server.emit(serverEvents.newPost, post('Hello campus'));
    expect(await id).toBe(server.id);
    expect(await posted).toEqual(post('Hello campus'));
  });

  it('stops handing events to a handler once it unsubscribes', async () => {
    const server = await connect();
    const seen: string[] = [];
    const stop = onSocketEvent(serverEvents.newPost, (payload) => seen.push(payload.body));
    const first = next(serverEvents.newPost);
    server.emit(serverEvents.newPost, post('first'));
    await first;
    stop();
    // Events arrive in order: once the second one is here, the handler would have had it.
    const second = next(serverEvents.newPost);
    server.emit(serverEvents.newPost, post('second'));
    await second;
    expect(seen).toEqual(['first']);
  });

  it('runs the latest handler of a mounted component, and none after it unmounts', async () => {
    const server = await connect();
    const seen: string[] = [];
    const view = renderHook(({ label }) => useSocketEvent(serverEvents.newPost, (payload) => seen.push(`${label}: ${payload.body}`)), {
      initialProps: { label: 'first render' },
    });
    view.rerender({ label: 'second render' });
    const arrived = next(serverEvents.newPost);
    server.emit(serverEvents.newPost, post('one'));
    await arrived;
    view.unmount();
    const later = next(serverEvents.newPost);
    server.emit(serverEvents.newPost, post('two'));
    await later;
    expect(seen).toEqual(['second render: one']);
  });

  it('sends client events to the server', async () => {
    const server = await connect();
    const typing = new Promise((resolve) => server.once(clientEvents.typing, resolve));
    emitSocket(clientEvents.typing, { conversationId: 'conversation-1' });
    expect(await typing).toEqual({ conversationId: 'conversation-1' });
  });

  it('announces a drop, then the reconnection and a fresh announcement of the user', async () => {
    const server = await connect();
    const dropped = next('disconnect');
    const reconnected = next(SOCKET_RECONNECTED);
    const again = nextConnection();
    server.conn.close();
    expect(await dropped).toBe('transport close');
    await reconnected;
    await (await again).announced;
  });

  it('closes the connection on disconnectSocket', async () => {
    const server = await connect();
    const closed = new Promise((resolve) => server.once('disconnect', resolve));
    disconnectSocket();
    expect(await closed).toBe('client namespace disconnect');
  });

  it('opens no connection when it is closed while the client library is still loading', async () => {
    const connections = vi.fn();
    io.on('connection', connections);
    connectSocket(origin);
    disconnectSocket();
    // A later connection is the only one the server sees.
    const server = await connect();
    expect(connections).toHaveBeenCalledTimes(1);
    expect(server.connected).toBe(true);
    io.off('connection', connections);
  });
});
