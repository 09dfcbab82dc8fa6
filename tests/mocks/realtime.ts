/*
 * The Socket.IO endpoint, mocked for the browser: MSW intercepts the app's WebSocket to
 * /socket.io/ and @mswjs/socket.io-binding speaks Socket.IO over it, so the app's one socket
 * owner (src/client/lib/socket.ts) connects with the real socket.io-client as it does in
 * production. pushServerEvent sends a server event, typed by the contract's event map, to
 * every connected tab's socket.
 */
import { toSocketIo } from '@mswjs/socket.io-binding';
import { ws } from 'msw';
import { clientEvents, serverEvents, type ServerEventName, type ServerEventPayloads } from '../../src/contract/socket-events.ts';
import { db, sessionAccount, summaryOf } from './db.ts';

type SocketIoClient = ReturnType<typeof toSocketIo>['client'];

// Engine.IO closes a connection that hears no ping within pingInterval + pingTimeout (30 s, as the binding opens it).
const PING_EVERY_MS = 20_000;
const ENGINE_IO_PING = '2';
// The id @mswjs/socket.io-binding gives every connection in its handshake.
const MOCK_SOCKET_ID = 'test';

const SOCKET_PATH = '/socket.io/';
// MSW matches a Socket.IO connection without its /socket.io/ path, so the path is checked on connection.
const socketEndpoint = ws.link(/^wss?:\/\//);
const clients = new Set<SocketIoClient>();
const countListeners = new Set<() => void>();

function changeClients(change: () => void): void {
  change();
  for (const listener of countListeners) listener();
}

/** How many of the app's sockets are connected now. */
export const socketCount = () => clients.size;

/** Calls `listener` whenever a socket connects or closes; returns the unsubscribe. */
export function onSocketCountChange(listener: () => void): () => void {
  countListeners.add(listener);
  return () => {
    countListeners.delete(listener);
  };
}

/** Who is online, as `get-users` tells the signed-in user on connect. */
function onlineContacts() {
  return [...db.accounts.values()].filter((account) => account.online && account.me.id !== db.sessionUserId).map((account) => summaryOf(account.me));
}

export const realtimeHandlers = [
  socketEndpoint.addEventListener('connection', (connection) => {
    // Any other WebSocket (Vite's HMR in dev:mocks) goes to its real server.
    if (!connection.client.url.pathname.startsWith(SOCKET_PATH)) {
      connection.server.connect();
      return;
    }
    // As the server, refuse a handshake without a session.
    if (!sessionAccount()) {
      connection.client.close(4401, 'UNAUTHENTICATED');
      return;
    }
    const { client } = toSocketIo(connection);
    changeClients(() => clients.add(client));
    const ping = setInterval(() => connection.client.send(ENGINE_IO_PING), PING_EVERY_MS);
    connection.client.addEventListener('close', () => {
      clearInterval(ping);
      changeClients(() => clients.delete(client));
    });
    client.on(clientEvents.newUserAdd, () => {
      client.emit(serverEvents.getId, MOCK_SOCKET_ID);
      client.emit(serverEvents.getUsers, onlineContacts());
    });
  }),
];

/** Sends `event` to every connected socket; answers how many got it. */
export function pushServerEvent<E extends ServerEventName>(event: E, payload: ServerEventPayloads[E]): number {
  for (const client of clients) client.emit(event, payload);
  return clients.size;
}
