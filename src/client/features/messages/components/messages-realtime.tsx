/*
 * The messaging area's socket listeners, mounted once in the signed-in layout. A new
 * message lands in its thread (once: the echo of my own pending message is left to the
 * POST's answer), lifts its conversation to the top of the inbox, and counts as unread
 * unless that conversation is on screen, where it is marked read instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Message } from '../../../../contract/messaging.ts';
import { serverEvents } from '../../../../contract/socket-events.ts';
import { useMe } from '../../../lib/me-context.ts';
import { playNotificationSound } from '../../../lib/notification-sound.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useTotalUnread } from '../api/get-total-unread.ts';
import { messagingKeys } from '../api/keys.ts';
import { useMarkConversationRead } from '../api/mark-read.ts';
import { addMessage, countUnread, isEchoOfPending, moveToTop } from '../api/message-cache.ts';
import { isConversationShown } from './open-conversations.ts';

export function MessagesRealtime() {
  const queryClient = useQueryClient();
  const me = useMe();
  const markRead = useMarkConversationRead();
  const disconnected = useRef(false);
  // Loaded here so the nav badge has its number wherever the app opens.
  useTotalUnread();

  useSocketEvent<Message>(serverEvents.newMessage, (message) => {
    const mine = message.sender.id === me.id;
    if (!(mine && isEchoOfPending(queryClient, message))) addMessage(queryClient, message);
    // A conversation outside the loaded inbox (new, or hidden until now) comes from the server.
    if (!moveToTop(queryClient, message)) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    if (mine) return;
    playNotificationSound();
    if (isConversationShown(message.conversationId)) markRead.mutate(message.conversationId);
    else countUnread(queryClient, message.conversationId);
  });

  // Events missed while the socket was down: fetch what is on screen again once it is back.
  useSocketEvent('disconnect', () => {
    disconnected.current = true;
  });
  useSocketEvent('connect', () => {
    if (!disconnected.current) return;
    disconnected.current = false;
    void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
  });

  return null;
}
