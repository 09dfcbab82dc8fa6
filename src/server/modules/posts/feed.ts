/*
 * The feed: one query for the page joined with the authors, one for the counters and
 * likedByMe over the page's ids. Pages are keyset by id (UUIDv7, so newest first is id descending); the
 * hashtag filter drives the scan from the post_tags (tag, post_id) key so a rare tag does
 * not walk the whole table.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Post, PostListQuery } from '../../../contract/posts.ts';
import type { Db } from '../../db/dialect.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { storedTagKey } from '../../lib/tag-keys.ts';
import type { LivePostState } from './feed-json.ts';
import { authorColumns, toPost, type PostForEveryone, type PostWithAuthor } from './mappers.ts';

type Viewer = Pick<UserRow, 'id' | 'institution_id'>;

/** The posts among `postIds` that `userId` likes. */
async function likedAmong(db: Db, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db.selectFrom('post_likes').select('post_id').where('user_id', '=', userId).where('post_id', 'in', postIds).execute();
  return new Set(rows.map((row) => row.post_id));
}

/** The counters and `viewerId`'s like of each of `postIds` still there, in one query. */
export async function livePostStates(db: Db, viewerId: string, postIds: string[]): Promise<Map<string, LivePostState>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('posts')
    .leftJoin('post_likes', (join) => join.onRef('post_likes.post_id', '=', 'posts.id').on('post_likes.user_id', '=', viewerId))
    .select(['posts.id', 'posts.likes_count', 'posts.comments_count', 'posts.share_count', 'post_likes.user_id as liker'])
    .where('posts.id', 'in', postIds)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { likesCount: row.likes_count, commentsCount: row.comments_count, shareCount: row.share_count, likedByMe: row.liker !== null }]),
  );
}

/** Posts with likedByMe filled in for `viewerId`. */
export async function withLikedByMe(db: Db, viewerId: string, posts: PostForEveryone[]): Promise<Post[]> {
  const liked = await likedAmong(db, viewerId, posts.map((post) => post.id));
  return posts.map((post) => ({ ...post, likedByMe: liked.has(post.id) }));
}

function postWithAuthorQuery(db: Db) {
  return db.selectFrom('posts').innerJoin('users', 'users.id', 'posts.author_id').selectAll('posts').select(authorColumns);
}

export async function findPostWithAuthor(db: Db, id: string): Promise<PostWithAuthor | undefined> {
  return postWithAuthorQuery(db).where('posts.id', '=', id).executeTakeFirst();
}

/**
 * The conditions scope, author and campus add, and the one every page has: no posts of
 * suspended people. They read only posts and users. (Blocks differ per viewer, so they are
 * applied to the cached page per request: feed-json.ts.)
 */
function feedFilters(viewer: Viewer, query: PostListQuery) {
  return (eb: ExpressionBuilder<Database, 'posts' | 'users'>) => {
    const conditions: Expression<SqlBool>[] = [eb('users.suspended_at', 'is', null)];
    if (query.authorId) conditions.push(eb('posts.author_id', '=', query.authorId));
    if (query.scope === 'following') {
      const followed = eb.selectFrom('follows').select('follows.following_id').where('follows.follower_id', '=', viewer.id);
      conditions.push(eb.or([eb('posts.author_id', '=', viewer.id), eb('posts.author_id', 'in', followed)]));
    } else if (query.scope === 'campus') {
      conditions.push(eb('posts.institution_id', '=', viewer.institution_id ?? -1));
    }
    return eb.and(conditions);
  };
}

/** Rows of one page, newest first, plus one more when another page follows. */
function pageRows(db: Db, viewer: Viewer, query: PostListQuery) {
  const { hashtag, cursor, take } = query;
  const offset = cursor === undefined ? (query.skip ?? 0) : 0;
  // The loop order is fixed on SQLite: the ordered key (the tag's post_tags range, or posts by
  // id) outermost, so a page stops after take + 1 rows instead of sorting every match. The
  // author comes by LEFT JOIN (every post has one: the foreign key), which SQLite never
  // reorders and, unlike a CROSS JOIN, never precedes with a Bloom filter built over every
  // user. PostgreSQL plans both as the joins they are.
  if (hashtag !== undefined) {
    let tagged = db
      .selectFrom('post_tags')
      .crossJoin('posts')
      .leftJoin('users', 'users.id', 'posts.author_id')
      .whereRef('posts.id', '=', 'post_tags.post_id')
      .where('post_tags.tag', '=', storedTagKey(hashtag))
      .where(feedFilters(viewer, query))
      .selectAll('posts')
      .select(authorColumns)
      .orderBy('post_tags.post_id', 'desc')
      .limit(take + 1)
      .$if(offset > 0, (qb) => qb.offset(offset));
    if (cursor !== undefined) tagged = tagged.where('post_tags.post_id', '<', cursor);
    return withAuthors(tagged.execute());
  }
  if (query.scope === 'following') return withAuthors(followingPageRows(db, viewer, query).execute());
  let plain = db
    .selectFrom('posts')
    .leftJoin('users', 'users.id', 'posts.author_id')
    .where(feedFilters(viewer, query))
    .selectAll('posts')
    .select(authorColumns)
    .orderBy('posts.id', 'desc')
    .limit(take + 1)
    .$if(offset > 0, (qb) => qb.offset(offset));
  if (cursor !== undefined) plain = plain.where('posts.id', '<', cursor);
  return withAuthors(plain.execute());
}

/**
 * A following page picks its ids from the authors' (author_id, id) index alone, then reads
 * those rows: sorting the full rows of every post by the people one follows cost three times
 * as much. Suspended authors are left out before the limit, as the other pages do.
 */
function followingPageRows(db: Db, viewer: Viewer, query: PostListQuery) {
  const { cursor, take, authorId } = query;
  const offset = cursor === undefined ? (query.skip ?? 0) : 0;
  const authors = db
    .selectFrom('follows')
    .select('follows.following_id as author_id')
    .where('follows.follower_id', '=', viewer.id)
    .unionAll(db.selectNoFrom(sql<string>`${viewer.id}`.as('author_id')));
  const suspended = db.selectFrom('users').select('users.id').where('users.suspended_at', 'is not', null);
  let ids = db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.author_id', 'in', authors)
    .where('posts.author_id', 'not in', suspended)
    .orderBy('posts.id', 'desc')
    .limit(take + 1)
    .$if(offset > 0, (qb) => qb.offset(offset));
  if (authorId) ids = ids.where('posts.author_id', '=', authorId);
  if (cursor !== undefined) ids = ids.where('posts.id', '<', cursor);
  return db
    .selectFrom('posts')
    .leftJoin('users', 'users.id', 'posts.author_id')
    .where('posts.id', 'in', ids)
    .selectAll('posts')
    .select(authorColumns)
    .orderBy('posts.id', 'desc');
}

/** A LEFT JOIN's author columns, typed as the foreign key guarantees them. */
const withAuthors = (rows: Promise<unknown[]>) => rows as Promise<PostWithAuthor[]>;

export type FeedPage = { posts: PostForEveryone[]; nextCursor: string | null };

/** What a page's content depends on: the query, and the viewer only where the scope reads them. */
export function feedPageKey(viewer: Viewer, query: PostListQuery): string {
  const { scope, take, skip, cursor, hashtag, authorId } = query;
  const viewerPart = scope === 'following' ? viewer.id : scope === 'campus' ? String(viewer.institution_id) : '';
  return JSON.stringify([scope, take, skip, cursor, hashtag, authorId, viewerPart]);
}

export async function listPosts(db: Db, viewer: Viewer, query: PostListQuery, secret: string): Promise<FeedPage> {
  if (query.scope === 'campus' && viewer.institution_id === null) return { posts: [], nextCursor: null };
  const rows = await pageRows(db, viewer, query);
  const items = rows.slice(0, query.take);
  return {
    posts: items.map((row) => toPost(row, secret)),
    nextCursor: rows.length > query.take ? (items.at(-1)?.id ?? null) : null,
  };
}
