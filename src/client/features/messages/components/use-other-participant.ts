import type { UserSummary } from '../../../../contract/users.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useMessages } from '../api/get-messages.ts';
import { otherParticipant } from './participants.ts';

/** The other person in a conversation: from the inbox, or else from the thread's senders (a link opened directly). */
export function useOtherParticipant(conversationId: string): UserSummary | undefined {
  const me = useMe();
  const conversation = useConversations()
    .data?.pages.flatMap((page) => page.items)
    .find((item) => item.id === conversationId);
  const senders = useMessages(conversationId).data?.pages.flatMap((page) => page.items.map((item) => item.sender)) ?? [];
  return conversation ? otherParticipant(conversation.participants, me.id) : senders.find((sender) => sender.id !== me.id);
}
