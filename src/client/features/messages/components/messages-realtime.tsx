/*
 * The messaging area's socket listeners, mounted once in the signed-in layout. A new
 * message lands in its thread (once: the echo of my own pending message is left to the
 * POST's answer), lifts its conversation to the top of the inbox, and counts as unread
 * unless that conversation is on screen, where it is marked read instead; then a small toast
 * names the sender and offers Reply.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { toast } from 'sonner';
import { chatMessageSchema } from '../../../../contract/messaging.ts';
import { serverEvents } from '../../../../contract/socket-events.ts';
import { useMe } from '../../../lib/me-context.ts';
import { playNotificationSound } from '../../../lib/notification-sound.ts';
import { onOutboxEvent, type OutboxEvent } from '../../../lib/outbox.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useTotalUnread } from '../api/get-total-unread.ts';
import { messagingKeys } from '../api/keys.ts';
import { useMarkConversationRead } from '../api/mark-read.ts';
import { addMessage, countUnread, isEchoOfPending, moveToTop } from '../api/message-cache.ts';
import { isConversationShown } from './open-conversations.ts';

const PREVIEW_LENGTH = 80;

function preview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

export function MessagesRealtime() {
  const queryClient = useQueryClient();
  const me = useMe();
  const markRead = useMarkConversationRead();
  const navigate = useNavigate();
  // Loaded here so the nav badge has its number wherever the app opens.
  useTotalUnread();

  // A message written offline, now saved: it joins its thread (once: its socket echo may come first).
  const showSentMessage = useEffectEvent((event: OutboxEvent) => {
    const saved = event.type === 'sent' && event.request.kind === 'message' ? chatMessageSchema.safeParse(event.response) : undefined;
    if (!saved?.success) return;
    addMessage(queryClient, saved.data);
    if (!moveToTop(queryClient, saved.data)) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
  });
  useEffect(() => onOutboxEvent(showSentMessage), []);

  useSocketEvent(serverEvents.newMessage, (message) => {
    const mine = message.sender.id === me.id;
    if (!(mine && isEchoOfPending(queryClient, message))) addMessage(queryClient, message);
    // A conversation outside the loaded inbox (new, or hidden until now) comes from the server.
    if (!moveToTop(queryClient, message)) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    if (mine) return;
    playNotificationSound();
    if (isConversationShown(message.conversationId)) markRead.mutate(message.conversationId);
    else {
      countUnread(queryClient, message.conversationId);
      const { conversationId } = message;
      // One toast a conversation: a second message replaces the first.
      toast(`New message from ${message.sender.name}`, {
        id: `new-message:${conversationId}`,
        description: preview(message.body),
        action: { label: 'Reply', onClick: () => void navigate({ to: '/messages/$conversationId', params: { conversationId } }) },
      });
    }
  });

  return null;
}
