/*
 * Post writes. Every counter moves in the same transaction as the row it counts, with an
 * in-place `count = count ± 1`, so concurrent likes, comments and shares never lose one.
 */
import { extractHashtags } from '../../../contract/hashtags.ts';
import { isForeignKeyViolation, type Db } from '../../db/dialect.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { PostRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';
import { storedTagKey } from '../../lib/tag-keys.ts';
import { hiddenPeople } from '../safety/block-repository.ts';
import { authorColumns, type CommentWithAuthor } from './mappers.ts';

export const postNotFound = () => notFound('Post');

/** A row that points at a post deleted meanwhile fails its foreign key: that is a 404. */
export function rethrowMissingPost(error: unknown): never {
  if (isForeignKeyViolation(error)) throw postNotFound();
  throw error;
}

const postById = preparedQuery((db: Db, v: { id: string }) => db.selectFrom('posts').selectAll().where('id', '=', v.id));

export async function findPost(db: Db, id: string): Promise<PostRow | undefined> {
  return postById.executeTakeFirst(db, { id });
}

/** A post's rows in post_tags: one per tag, whatever its case. */
export function tagRows(postId: string, tags: string[]): { post_id: string; tag: string }[] {
  return [...new Set(tags.map(storedTagKey))].map((tag) => ({ post_id: postId, tag }));
}

async function writeTags(trx: Db, postId: string, tags: string[]) {
  const rows = tagRows(postId, tags);
  if (rows.length > 0) await trx.insertInto('post_tags').values(rows).execute();
}

export async function updatePostBody(db: Db, id: string, body: string): Promise<void> {
  const tags = extractHashtags(body);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('posts')
      .set({ body, hashtags: JSON.stringify(tags), updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw postNotFound();
    await trx.deleteFrom('post_tags').where('post_id', '=', id).execute();
    await writeTags(trx, id, tags);
  });
}

export async function deletePost(db: Db, id: string): Promise<void> {
  await db.deleteFrom('posts').where('id', '=', id).execute();
}

type LikeValues = { postId: string; userId: string };

const removeLike = preparedQuery((db: Db, v: LikeValues) =>
  db.deleteFrom('post_likes').where('post_id', '=', v.postId).where('user_id', '=', v.userId).returning('post_id'),
);
const addLike = preparedQuery((db: Db, v: LikeValues & { at: string }) =>
  db.insertInto('post_likes').values({ post_id: v.postId, user_id: v.userId, created_at: v.at }).onConflict((oc) => oc.doNothing()).returning('post_id'),
);
const moveLikes = preparedQuery((db: Db, v: { postId: string; delta: number }) =>
  db
    .updateTable('posts')
    .set((eb) => ({ likes_count: eb('likes_count', '+', v.delta) }))
    .where('id', '=', v.postId)
    .returning('likes_count'),
);

/**
 * Likes the post if I have not, unlikes it if I have; answers the new state and count, and
 * whether this call changed anything (a racing twin of my own request may have done it).
 */
export async function toggleLike(db: Db, postId: string, userId: string): Promise<{ liked: boolean; likesCount: number; changed: boolean }> {
  return db
    .transaction()
    .execute(async (trx) => {
      const removed = await removeLike.execute(trx, { postId, userId });
      let liked = true;
      let delta = 0;
      if (removed.length > 0) {
        liked = false;
        delta = -1;
      } else {
        const added = await addLike.execute(trx, { postId, userId, at: nowIso() });
        // Nothing inserted: my own concurrent request liked it first and counted it.
        if (added.length > 0) delta = 1;
      }
      const row = await moveLikes.executeTakeFirst(trx, { postId, delta });
      if (!row) throw postNotFound();
      return { liked, likesCount: row.likes_count, changed: delta !== 0 };
    })
    .catch(rethrowMissingPost);
}

const addComment = preparedQuery((db: Db, row: { id: string; post_id: string; author_id: string; body: string; created_at: string }) =>
  db.insertInto('post_comments').values(row),
);
const countComment = preparedQuery((db: Db, v: { postId: string }) =>
  db
    .updateTable('posts')
    .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
    .where('id', '=', v.postId)
    .returning('id'),
);

export async function insertComment(db: Db, postId: string, authorId: string, body: string): Promise<string> {
  const { id, at } = newStamp();
  await db
    .transaction()
    .execute(async (trx) => {
      await addComment.execute(trx, { id, post_id: postId, author_id: authorId, body, created_at: at });
      const row = await countComment.executeTakeFirst(trx, { postId });
      if (!row) throw postNotFound();
    })
    .catch(rethrowMissingPost);
  return id;
}

/** Deletes a comment and takes it off its post's count, in one transaction (the caller's, if any). */
export async function deleteComment(db: Db, commentId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const removed = await trx.deleteFrom('post_comments').where('id', '=', commentId).returning('post_id').executeTakeFirst();
    if (!removed) return;
    await trx
      .updateTable('posts')
      .set((eb) => ({ comments_count: eb('comments_count', '-', 1) }))
      .where('id', '=', removed.post_id)
      .execute();
  });
}

export async function addShare(db: Db, postId: string): Promise<number> {
  const row = await db
    .updateTable('posts')
    .set((eb) => ({ share_count: eb('share_count', '+', 1) }))
    .where('id', '=', postId)
    .returning('share_count')
    .executeTakeFirst();
  if (!row) throw postNotFound();
  return row.share_count;
}

function commentQuery(db: Db) {
  return db
    .selectFrom('post_comments')
    .innerJoin('users', 'users.id', 'post_comments.author_id')
    .select(['post_comments.id', 'post_comments.post_id', 'post_comments.author_id', 'post_comments.body', 'post_comments.created_at'])
    .select(authorColumns);
}

const commentById = preparedQuery((db: Db, v: { id: string }) => commentQuery(db).where('post_comments.id', '=', v.id));

export async function findComment(db: Db, id: string): Promise<CommentWithAuthor | undefined> {
  return commentById.executeTakeFirst(db, { id });
}

const commentsPage = preparedQuery((db: Db, v: { postId: string; viewerId: string; cursor: string | undefined; limit: number }) =>
  commentQuery(db)
    .where('post_comments.post_id', '=', v.postId)
    .where('post_comments.author_id', 'not in', hiddenPeople(db, v.viewerId))
    .$if(v.cursor !== undefined, (qb) => qb.where('post_comments.id', '<', v.cursor ?? ''))
    .orderBy('post_comments.id', 'desc')
    .limit(v.limit),
);

/** A post's comments that `viewerId` may see (none by people hidden from them), newest first, keyset by id. */
export async function listComments(
  db: Db,
  postId: string,
  page: { cursor?: string; limit: number; viewerId: string },
): Promise<CommentWithAuthor[]> {
  return commentsPage.execute(db, { postId, viewerId: page.viewerId, cursor: page.cursor || undefined, limit: page.limit });
}
