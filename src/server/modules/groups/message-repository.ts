import { extractHashtags } from '../../../contract/hashtags.ts';
import type { GroupComment, GroupLike, GroupMessage, HashtagCount } from '../../../contract/groups.ts';
import type { Db } from '../../db/dialect.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';
import { shareHashFor } from '../../lib/share-hash.ts';
import { storedTagKey } from '../../lib/tag-keys.ts';
import { toUserSummary } from '../users/mappers.ts';

const HASHTAGS_SHOWN = 50;

const authorColumns = ['u.id as author_id', 'u.name', 'u.avatar_key', 'u.institution_id'] as const;

type AuthorRow = { author_id: string; name: string; avatar_key: string | null; institution_id: number | null };
const authorOf = (row: AuthorRow) => toUserSummary({ ...row, id: row.author_id });

function messageRows(db: Db) {
  return db
    .selectFrom('group_messages as g')
    .innerJoin('users as u', 'u.id', 'g.author_id')
    .select(['g.id', 'g.group_id', 'g.message', 'g.hashtags', 'g.share_count', 'g.created_at', 'g.updated_at', ...authorColumns]);
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];

function commentRows(db: Db) {
  return db
    .selectFrom('group_comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select(['c.id', 'c.message_id', 'c.message', 'c.created_at', ...authorColumns]);
}
type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>['execute']>>[number];

const toComment = (row: CommentRow): GroupComment => ({
  id: row.id,
  groupMessageId: row.message_id,
  author: authorOf(row),
  message: row.message,
  createdAt: row.created_at,
});

async function likesOf(db: Db, messageIds: string[]): Promise<GroupLike[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectFrom('group_message_likes')
    .select(['message_id', 'user_id'])
    .where('message_id', 'in', messageIds)
    .orderBy('created_at', 'desc')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, groupMessageId: row.message_id }));
}

/** Messages with their comments (newest first) and likes, in the contract's shape. */
async function assemble(db: Db, rows: MessageRow[], secret: string): Promise<GroupMessage[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [comments, likes] = await Promise.all([
    commentRows(db).where('c.message_id', 'in', ids).orderBy('c.id', 'desc').execute(),
    likesOf(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    groupId: row.group_id,
    author: authorOf(row),
    message: row.message,
    hashtags: JSON.parse(row.hashtags) as string[],
    shareCount: row.share_count,
    shareHash: shareHashFor(secret, 'groupMessage', row.id),
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
    comments: comments.filter((comment) => comment.message_id === row.id).map(toComment),
    likes: likes.filter((like) => like.groupMessageId === row.id),
  }));
}

export async function messagePage(db: Db, groupId: string, options: { cursor?: string; take: number; secret: string }) {
  let query = messageRows(db).where('g.group_id', '=', groupId).orderBy('g.id', 'desc').limit(options.take + 1);
  if (options.cursor) query = query.where('g.id', '<', options.cursor);
  const rows = await query.execute();
  const page = rows.slice(0, options.take);
  return {
    messages: await assemble(db, page, options.secret),
    nextCursor: rows.length > options.take ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function loadMessage(db: Db, messageId: string, secret: string): Promise<GroupMessage | undefined> {
  return (await assemble(db, await messageRows(db).where('g.id', '=', messageId).execute(), secret))[0];
}

export async function findMessage(db: Db, messageId: string) {
  return db.selectFrom('group_messages').select(['id', 'group_id', 'author_id']).where('id', '=', messageId).executeTakeFirst();
}

/** The message's tags, one row per tag whatever its case; the label keeps the first spelling. */
async function insertTags(db: Db, input: { messageId: string; groupId: string; hashtags: string[] }) {
  const tags = new Map<string, string>();
  for (const label of input.hashtags) if (!tags.has(storedTagKey(label))) tags.set(storedTagKey(label), label);
  if (tags.size === 0) return;
  await db
    .insertInto('group_message_tags')
    .values([...tags].map(([tag, label]) => ({ message_id: input.messageId, group_id: input.groupId, tag, label })))
    .execute();
}

export async function insertMessage(db: Db, input: { groupId: string; authorId: string; message: string }): Promise<string> {
  const { id, at } = newStamp();
  const hashtags = extractHashtags(input.message);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('group_messages')
      .values({ id, group_id: input.groupId, author_id: input.authorId, message: input.message, hashtags: JSON.stringify(hashtags), created_at: at })
      .execute();
    await insertTags(trx, { messageId: id, groupId: input.groupId, hashtags });
  });
  return id;
}

/** New text for a message; its tags (and so the group's tag counts) follow. Unchanged text is no edit. */
export async function updateMessageText(db: Db, input: { messageId: string; groupId: string; message: string }): Promise<void> {
  const hashtags = extractHashtags(input.message);
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('group_messages')
      .set({ message: input.message, hashtags: JSON.stringify(hashtags), updated_at: nowIso() })
      .where('id', '=', input.messageId)
      .where('message', '!=', input.message)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    await trx.deleteFrom('group_message_tags').where('message_id', '=', input.messageId).execute();
    await insertTags(trx, { messageId: input.messageId, groupId: input.groupId, hashtags });
  });
}

export async function deleteMessage(db: Db, messageId: string): Promise<void> {
  await db.deleteFrom('group_messages').where('id', '=', messageId).execute();
}

/** The group's tags, each counted once per message that carries it, most used first. */
export async function hashtagCounts(db: Db, groupId: string): Promise<HashtagCount[]> {
  const rows = await db
    .selectFrom('group_message_tags as t')
    .select((eb) => [
      't.tag',
      eb.fn.countAll<number>().as('count'),
      eb
        .selectFrom('group_message_tags as f')
        .select('f.label')
        .whereRef('f.group_id', '=', 't.group_id')
        .whereRef('f.tag', '=', 't.tag')
        .orderBy('f.message_id')
        .limit(1)
        .as('label'),
    ])
    .where('t.group_id', '=', groupId)
    .groupBy(['t.group_id', 't.tag'])
    .orderBy('count', 'desc')
    .orderBy('t.tag')
    .limit(HASHTAGS_SHOWN)
    .execute();
  return rows.map((row) => ({ tag: row.label ?? row.tag, count: Number(row.count) }));
}

export async function loadComment(db: Db, commentId: string): Promise<GroupComment | undefined> {
  const row = await commentRows(db).where('c.id', '=', commentId).executeTakeFirst();
  return row && toComment(row);
}

export async function deleteComment(db: Db, commentId: string): Promise<void> {
  await db.deleteFrom('group_comments').where('id', '=', commentId).execute();
}

export async function insertComment(db: Db, input: { messageId: string; authorId: string; message: string }): Promise<GroupComment> {
  const { id, at } = newStamp();
  await db
    .insertInto('group_comments')
    .values({ id, message_id: input.messageId, author_id: input.authorId, message: input.message, created_at: at })
    .execute();
  const comment = await loadComment(db, id);
  if (!comment) throw new Error('group comment vanished after insert');
  return comment;
}

/** Likes or unlikes; answers the new state and the message's likes. */
export async function toggleLike(db: Db, messageId: string, userId: string): Promise<{ liked: boolean; likes: GroupLike[] }> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('group_message_likes')
      .where('message_id', '=', messageId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const liked = Number(removed.numDeletedRows) === 0;
    if (liked) {
      await trx
        .insertInto('group_message_likes')
        .values({ message_id: messageId, user_id: userId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
        .execute();
    }
    return { liked, likes: await likesOf(trx, [messageId]) };
  });
}

export async function incrementShareCount(db: Db, messageId: string): Promise<number> {
  const row = await db
    .updateTable('group_messages')
    .set((eb) => ({ share_count: eb('share_count', '+', 1) }))
    .where('id', '=', messageId)
    .returning('share_count')
    .executeTakeFirstOrThrow();
  return row.share_count;
}
