import type { Message, MessagePage } from '../../../contract/messaging.ts';
import type { Db } from '../../db/dialect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { newStamp } from '../../lib/ids.ts';
import type { SummaryColumns } from '../users/mappers.ts';
import { messageColumns, messageFrom, toMessage, type MessageWithSender } from './mappers.ts';

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

const messagesBefore = preparedQuery((db: Db, v: { conversationId: string; before: string | undefined; after: string | undefined; limit: number }) =>
  db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.sender_id')
    .select(messageColumns)
    .where('messages.conversation_id', '=', v.conversationId)
    .$if(v.before !== undefined, (qb) => qb.where('messages.id', '<', v.before ?? ''))
    .$if(v.after !== undefined, (qb) => qb.where('messages.id', '>', v.after ?? ''))
    .orderBy('messages.id', 'desc')
    .limit(v.limit),
);

/**
 * A page of messages, oldest first: the newest ones, or those just before `oldestMessageId`;
 * none up to `clearedThrough` (the reader deleted the conversation after it).
 */
export async function messagePage(
  db: Db,
  conversationId: string,
  options: { oldestMessageId?: string; messagesPerPage: number; clearedThrough: string | null },
): Promise<MessagePage> {
  const rows = await messagesBefore.execute(db, {
    conversationId,
    before: options.oldestMessageId || undefined,
    after: options.clearedThrough ?? undefined,
    limit: options.messagesPerPage + 1,
  });
  return { items: rows.slice(0, options.messagesPerPage).reverse().map(toMessage), hasMore: rows.length > options.messagesPerPage };
}

export async function findMessage(db: Db, messageId: string): Promise<MessageWithSender | undefined> {
  return db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.sender_id')
    .select(messageColumns)
    .where('messages.id', '=', messageId)
    .executeTakeFirst();
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

/**
 * Deletes a message, in one transaction (the caller's, if any); whoever had not read it yet
 * has one unread fewer. A participant's unread messages are the newest `unread_count` that
 * others sent, so this one is unread for them while fewer than that came after it.
 */
export async function deleteMessage(db: Db, messageId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const message = await trx.selectFrom('messages').select(['conversation_id', 'sender_id']).where('id', '=', messageId).executeTakeFirst();
    if (!message) return;
    const readers = await trx
      .selectFrom('conversation_participants')
      .select(['user_id', 'unread_count'])
      .where('conversation_id', '=', message.conversation_id)
      .where('user_id', '!=', message.sender_id)
      .where('unread_count', '>', 0)
      .execute();
    for (const reader of readers) {
      const after = await trx
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('conversation_id', '=', message.conversation_id)
        .where('sender_id', '!=', reader.user_id)
        .where('id', '>', messageId)
        .executeTakeFirstOrThrow();
      if (Number(after.count) >= reader.unread_count) continue;
      await trx
        .updateTable('conversation_participants')
        .set((eb) => ({ unread_count: eb('unread_count', '-', 1) }))
        .where('conversation_id', '=', message.conversation_id)
        .where('user_id', '=', reader.user_id)
        .where('unread_count', '>', 0)
        .execute();
    }
    await trx.deleteFrom('messages').where('id', '=', messageId).execute();
  });
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
