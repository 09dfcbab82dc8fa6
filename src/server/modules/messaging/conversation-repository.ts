/*
 * Conversations as one user sees them. Only a participant row makes a conversation
 * visible; everything else answers "not found" in the routes.
 */
import type { Conversation } from '../../../contract/messaging.ts';
import type { UserSummary } from '../../../contract/users.ts';
import type { Db } from '../../db/dialect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset.ts';
import { toUserSummary } from '../users/mappers.ts';
import { messageColumns, toMessage } from './mappers.ts';

/** `clearedThrough`: the newest message when they deleted the conversation; only later ones are theirs to see. */
export type Membership = { conversationId: string; unreadCount: number; hidden: boolean; clearedThrough: string | null };

const membership = preparedQuery((db: Db, v: { conversationId: string; userId: string }) =>
  db
    .selectFrom('conversation_participants')
    .select(['conversation_id', 'unread_count', 'hidden', 'cleared_through'])
    .where('conversation_id', '=', v.conversationId)
    .where('user_id', '=', v.userId),
);

/** The caller's participation in a conversation, or undefined when they take no part in it. */
export async function findMembership(db: Db, conversationId: string, userId: string): Promise<Membership | undefined> {
  const row = await membership.executeTakeFirst(db, { conversationId, userId });
  return row && { conversationId: row.conversation_id, unreadCount: row.unread_count, hidden: row.hidden === 1, clearedThrough: row.cleared_through };
}

export async function participantIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db.selectFrom('conversation_participants').select('user_id').where('conversation_id', '=', conversationId).execute();
  return rows.map((row) => row.user_id);
}

/** Whether `other` has ever written to `me`: a conversation with someone who has not is a new one for the spam brakes. */
export async function hasWrittenTo(db: Db, other: string, me: string): Promise<boolean> {
  const [low, high] = me < other ? [me, other] : [other, me];
  const row = await db
    .selectFrom('conversations')
    .innerJoin('messages', 'messages.conversation_id', 'conversations.id')
    .select('messages.id')
    .where('conversations.user_low_id', '=', low)
    .where('conversations.user_high_id', '=', high)
    .where('messages.sender_id', '=', other)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The conversation between the two users, made if missing. The unique pair index makes
 * racing calls meet one row; `created` tells the caller which answer (201 or 200) to give.
 * An existing conversation the caller had hidden comes back for them.
 */
export async function openConversation(db: Db, me: string, other: string): Promise<{ id: string; created: boolean }> {
  const [low, high] = me < other ? [me, other] : [other, me];
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('conversations')
      .values({ id: newId(), user_low_id: low, user_high_id: high, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['user_low_id', 'user_high_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await trx
        .insertInto('conversation_participants')
        .values([me, other].map((userId) => ({ conversation_id: inserted.id, user_id: userId, updated_at: now })))
        .execute();
      return { id: inserted.id, created: true };
    }
    const existing = await trx
      .selectFrom('conversations')
      .select('id')
      .where('user_low_id', '=', low)
      .where('user_high_id', '=', high)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversation_participants')
      .set({ hidden: 0 })
      .where('conversation_id', '=', existing.id)
      .where('user_id', '=', me)
      .where('hidden', '=', 1)
      .execute();
    return { id: existing.id, created: false };
  });
}

function conversationRows(db: Db, me: string) {
  return db
    .selectFrom('conversation_participants as cp')
    .innerJoin('conversations as c', 'c.id', 'cp.conversation_id')
    .select(['c.id', 'c.created_at', 'c.updated_at', 'cp.unread_count', 'cp.updated_at as sort_at'])
    .select((eb) =>
      eb
        .selectFrom('messages')
        .select('messages.id')
        .whereRef('messages.conversation_id', '=', 'c.id')
        .where((where) => where.or([where('cp.cleared_through', 'is', null), where('messages.id', '>', where.ref('cp.cleared_through'))]))
        .orderBy('messages.id', 'desc')
        .limit(1)
        .as('last_message_id'),
    )
    .where('cp.user_id', '=', me);
}

type ConversationRow = { id: string; created_at: string; updated_at: string; unread_count: number; last_message_id: string | null };

const participantsOf = preparedQuery((db: Db, v: { ids: string[] }) =>
  db
    .selectFrom('conversation_participants as cp')
    .innerJoin('users', 'users.id', 'cp.user_id')
    .select(['cp.conversation_id', 'users.id', 'users.name', 'users.avatar_key', 'users.institution_id'])
    .where('cp.conversation_id', 'in', v.ids)
    .orderBy('users.id'),
);

const messagesByIds = preparedQuery((db: Db, v: { ids: string[] }) =>
  db.selectFrom('messages').innerJoin('users', 'users.id', 'messages.sender_id').select(messageColumns).where('messages.id', 'in', v.ids),
);

/** Adds participants and last messages to conversation rows with two batched queries. */
async function toConversations(db: Db, rows: ConversationRow[], blockedWith: ReadonlySet<string>): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lastIds = rows.flatMap((row) => (row.last_message_id ? [row.last_message_id] : []));
  const [people, lastMessages] = await Promise.all([
    participantsOf.execute(db, { ids }),
    lastIds.length === 0 ? Promise.resolve([]) : messagesByIds.execute(db, { ids: lastIds }),
  ]);
  const participants = new Map<string, UserSummary[]>();
  for (const person of people) {
    const list = participants.get(person.conversation_id) ?? [];
    list.push(toUserSummary(person));
    participants.set(person.conversation_id, list);
  }
  const messages = new Map(lastMessages.map((row) => [row.id, toMessage(row)]));
  return rows.map((row) => ({
    id: row.id,
    participants: participants.get(row.id) ?? [],
    lastMessage: (row.last_message_id && messages.get(row.last_message_id)) || null,
    unreadCount: row.unread_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    blocked: (participants.get(row.id) ?? []).some((person) => blockedWith.has(person.id)),
  }));
}

/** One conversation as the caller sees it (the caller must take part in it); `blockedWith`: everyone a block stands between the caller and. */
export async function loadConversation(db: Db, me: string, conversationId: string, blockedWith: ReadonlySet<string>): Promise<Conversation | undefined> {
  const row = await conversationRows(db, me).where('c.id', '=', conversationId).executeTakeFirst();
  if (!row) return undefined;
  const [conversation] = await toConversations(db, [row], blockedWith);
  return conversation;
}

const visibleConversations = preparedQuery((db: Db, v: { me: string; after: string | undefined; afterId: string; limit: number }) =>
  conversationRows(db, v.me)
    .where('cp.hidden', '=', 0)
    .$if(v.after !== undefined, (qb) => qb.where((eb) => eb(eb.refTuple('cp.updated_at', 'cp.conversation_id'), '<', eb.tuple(v.after ?? '', v.afterId))))
    .orderBy('cp.updated_at', 'desc')
    .orderBy('cp.conversation_id', 'desc')
    .limit(v.limit),
);

/** The caller's visible conversations, latest activity first, keyset-paged on (updated_at, id). */
export async function listConversations(
  db: Db,
  me: string,
  page: { cursor?: string; take: number },
  blockedWith: ReadonlySet<string>,
): Promise<{ items: Conversation[]; nextCursor: string | null }> {
  const [after, afterId = ''] = page.cursor ? decodeCursor(page.cursor, 2) : [];
  const rows = await visibleConversations.execute(db, { me, after, afterId, limit: page.take + 1 });
  const pageRows = rows.slice(0, page.take);
  const last = pageRows.at(-1);
  return {
    items: await toConversations(db, pageRows, blockedWith),
    nextCursor: rows.length > page.take && last ? encodeCursor([last.sort_at, last.id]) : null,
  };
}

/** Hides the conversation from the caller's list until its next message, which they then see alone, without the history before it. */
export async function hideConversation(db: Db, conversationId: string, userId: string): Promise<void> {
  await db
    .updateTable('conversation_participants')
    .set((eb) => ({
      hidden: 1,
      unread_count: 0,
      cleared_through: eb.selectFrom('messages').select((max) => max.fn.max('messages.id').as('newest')).where('messages.conversation_id', '=', conversationId),
    }))
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}
