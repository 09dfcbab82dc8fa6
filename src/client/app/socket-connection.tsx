/*
 * Keeps the socket open while someone is signed in and puts the app-wide events where
 * they belong: the socket id is logged, online users go to the store, a reconnection
 * refreshes what is on screen, and the server closing the socket (it does so only for a
 * revoked session: a password change or sign out elsewhere) ends the session here at
 * once. Area events are handled by each feature's own realtime hook.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverEvents } from '../../contract/socket-events.ts';
import { reportSessionRevoked } from '../lib/api-client.ts';
import { forgetSessionEnding, isEndingSessionHere } from '../lib/session-ending.ts';
import { SOCKET_RECONNECTED, connectSocket, disconnectSocket, useSocketEvent } from '../lib/socket.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Socket.IO's reason when the server itself ended the connection. */
const SERVER_DISCONNECT = 'io server disconnect';

export function SocketConnection({ userId }: { userId: string }) {
  const setOnlineUsers = useSessionStore((state) => state.setOnlineUsers);

  useEffect(() => {
    connectSocket();
    return () => disconnectSocket();
  }, [userId]);

  useSocketEvent(serverEvents.getId, (id) => console.info('[socket] id', id));
  // This tab's own sign out, password change or deletion closes its socket too; that close is expected.
  useSocketEvent('connect', forgetSessionEnding);
  useSocketEvent('disconnect', (reason) => {
    if (reason === SERVER_DISCONNECT && !isEndingSessionHere()) reportSessionRevoked();
  });
  useSocketEvent(serverEvents.getUsers, (users) => setOnlineUsers(users));
  // Events sent while the connection was down never arrive: refetch what is on screen.
  const queryClient = useQueryClient();
  useSocketEvent(SOCKET_RECONNECTED, () => void queryClient.invalidateQueries());
  return null;
}
