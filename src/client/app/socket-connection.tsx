/*
 * Keeps the socket open while someone is signed in and puts the app-wide events where
 * they belong: the socket id is logged, online users go to the store, a reconnection
 * refreshes what is on screen. Area events are handled by each feature's own realtime hook.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverEvents } from '../../contract/socket-events.ts';
import { SOCKET_RECONNECTED, connectSocket, disconnectSocket, useSocketEvent } from '../lib/socket.ts';
import { useSessionStore } from '../stores/session-store.ts';

export function SocketConnection({ userId }: { userId: string }) {
  const setOnlineUsers = useSessionStore((state) => state.setOnlineUsers);

  useEffect(() => {
    connectSocket();
    return () => disconnectSocket();
  }, [userId]);

  useSocketEvent(serverEvents.getId, (id) => console.info('[socket] id', id));
  useSocketEvent(serverEvents.getUsers, (users) => setOnlineUsers(users));
  // Events sent while the connection was down never arrive: refetch what is on screen.
  const queryClient = useQueryClient();
  useSocketEvent(SOCKET_RECONNECTED, () => void queryClient.invalidateQueries());
  return null;
}
