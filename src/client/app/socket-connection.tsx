/*
 * Keeps the socket open while someone is signed in and puts the app-wide events where
 * they belong: the socket id is logged, online users go to the store, the first connection
 * refreshes the live lists read before it and a reconnection what is on screen, and the server closing the socket (it does so only for a
 * revoked session: a password change or sign out elsewhere) ends the session here at
 * once. Area events are handled by each feature's own realtime hook.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { serverEvents } from '../../contract/socket-events.ts';
import { messagingKeys } from '../features/messages/api/keys.ts';
import { notificationKeys } from '../features/notifications/api/keys.ts';
import { reportSessionRevoked } from '../lib/api-client.ts';
import { forgetSessionEnding, isEndingSessionHere } from '../lib/session-ending.ts';
import { SOCKET_RECONNECTED, connectSocket, disconnectSocket, useSocketEvent } from '../lib/socket.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Socket.IO's reason when the server itself ended the connection. */
const SERVER_DISCONNECT = 'io server disconnect';

/** The lists that live events keep current, where a missed event means a missed message. */
const LIVE_QUERY_ROOTS: readonly string[] = [messagingKeys.all[0], notificationKeys.all[0]];

export function SocketConnection({ userId }: { userId: string }) {
  const setOnlineUsers = useSessionStore((state) => state.setOnlineUsers);
  const queryClient = useQueryClient();
  const connectedOnce = useRef(false);

  useEffect(() => {
    connectedOnce.current = false;
    connectSocket();
    return () => disconnectSocket();
  }, [userId]);

  useSocketEvent(serverEvents.getId, (id) => console.info('[socket] id', id));
  useSocketEvent('connect', () => {
    // This tab's own sign out, password change or deletion closes its socket too; that close is expected.
    forgetSessionEnding();
    if (connectedOnce.current) return;
    connectedOnce.current = true;
    // Events sent between the page's first reads and this first connection never arrive:
    // the live lists read before it are read once more (reconnections are handled below).
    void queryClient.invalidateQueries({
      predicate: (query) => LIVE_QUERY_ROOTS.includes(String(query.queryKey[0])) && query.state.dataUpdatedAt > 0,
    });
  });
  useSocketEvent('disconnect', (reason) => {
    if (reason === SERVER_DISCONNECT && !isEndingSessionHere()) reportSessionRevoked();
  });
  useSocketEvent(serverEvents.getUsers, (users) => setOnlineUsers(users));
  // Events sent while the connection was down never arrive: refetch what is on screen.
  useSocketEvent(SOCKET_RECONNECTED, () => void queryClient.invalidateQueries());
  return null;
}
