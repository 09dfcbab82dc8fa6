import type { Message, MessagePage } from '../../../contract/messaging.ts';
import type { Db } from '../../db/dialect.ts';
import { newStamp } from '../../lib/ids.ts';
import type { SummaryColumns } from '../auth/user-mappers.ts';
import { messageColumns, messageFrom, toMessage } from './mappers.ts';

/**
 * Stores a message and, in the same transaction, bumps the conversation's activity,
 * counts it unread for everyone but the sender and brings the conversation back for
 * anyone who had hidden it. Counting happens in SQL, so concurrent sends never lose one.
 */
export async function sendMessage(
  db: Db,
  conversationId: string,
  sender: SummaryColumns,
  body: string,
): Promise<{ message: Message; participantIds: string[] }> {
  const { id, at } = newStamp();
  const row = { id, conversation_id: conversationId, sender_id: sender.id, body, created_at: at };
  const participants = await db.transaction().execute(async (trx) => {
    await trx.insertInto('messages').values(row).execute();
    await trx.updateTable('conversations').set({ updated_at: row.created_at }).where('id', '=', conversationId).execute();
    return trx
      .updateTable('conversation_participants')
      .set((eb) => ({
        unread_count: eb('unread_count', '+', eb.case().when('user_id', '=', sender.id).then(0).else(1).end()),
        hidden: 0,
        updated_at: row.created_at,
      }))
      .where('conversation_id', '=', conversationId)
      .returning('user_id')
      .execute();
  });
  return { message: messageFrom(row, sender), participantIds: participants.map((participant) => participant.user_id) };
}

/** A page of messages, oldest first: the newest ones, or those just before `oldestMessageId`. */
export async function messagePage(
  db: Db,
  conversationId: string,
  options: { oldestMessageId?: string; messagesPerPage: number },
): Promise<MessagePage> {
  let query = db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.sender_id')
    .select(messageColumns)
    .where('messages.conversation_id', '=', conversationId)
    .orderBy('messages.id', 'desc')
    .limit(options.messagesPerPage + 1);
  if (options.oldestMessageId) query = query.where('messages.id', '<', options.oldestMessageId);
  const rows = await query.execute();
  return { items: rows.slice(0, options.messagesPerPage).reverse().map(toMessage), hasMore: rows.length > options.messagesPerPage };
}

export async function messageInConversation(db: Db, messageId: string, conversationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markRead(db: Db, conversationId: string, userId: string): Promise<void> {
  await db
    .updateTable('conversation_participants')
    .set({ unread_count: 0 })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where('unread_count', '>', 0)
    .execute();
}

export async function totalUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_participants')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread_count'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
