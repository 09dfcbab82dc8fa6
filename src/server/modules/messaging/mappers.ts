import type { Message } from '../../../contract/messaging.ts';
import { toUserSummary, type SummaryColumns } from '../users/mappers.ts';

/** The message columns plus its sender's summary columns, as the queries select them. */
export type MessageWithSender = {
  id: string;
  conversation_id: string;
  body: string;
  created_at: string;
  sender_id: string;
  sender_name: string;
  sender_avatar_key: string | null;
  sender_institution_id: number | null;
};

export const messageColumns = [
  'messages.id',
  'messages.conversation_id',
  'messages.body',
  'messages.created_at',
  'messages.sender_id',
  'users.name as sender_name',
  'users.avatar_key as sender_avatar_key',
  'users.institution_id as sender_institution_id',
] as const;

export function toMessage(row: MessageWithSender): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: toUserSummary({
      id: row.sender_id,
      name: row.sender_name,
      avatar_key: row.sender_avatar_key,
      institution_id: row.sender_institution_id,
    }),
    body: row.body,
    createdAt: row.created_at,
  };
}

export function messageFrom(
  row: { id: string; conversation_id: string; body: string; created_at: string },
  sender: SummaryColumns,
): Message {
  return { id: row.id, conversationId: row.conversation_id, sender: toUserSummary(sender), body: row.body, createdAt: row.created_at };
}
