/*
 * The feed: one query for the ids of a page, then the posts with their authors, their
 * counters and likedByMe, each by those ids. Pages are keyset by id (UUIDv7, so newest first is id descending); the
 * hashtag filter drives the scan from the post_tags (tag, post_id) key so a rare tag does
 * not walk the whole table.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Post, PostListQuery } from '../../../contract/posts.ts';
import type { Db } from '../../db/dialect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { storedTagKey } from '../../lib/tag-keys.ts';
import { authorColumns, type PostForEveryone, type PostWithAuthor } from './mappers.ts';

type Viewer = Pick<UserRow, 'id' | 'institution_id'>;

const likedQuery = preparedQuery((db: Db, v: { userId: string; postIds: string[] }) =>
  db.selectFrom('post_likes').select('post_id').where('user_id', '=', v.userId).where('post_id', 'in', v.postIds),
);

/** The posts among `postIds` that `userId` likes. */
export async function likedAmong(db: Db, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await likedQuery.execute(db, { userId, postIds });
  return new Set(rows.map((row) => row.post_id));
}

const likedSinceQuery = preparedQuery((db: Db, v: { userId: string; since: string }) =>
  db.selectFrom('post_likes').select('post_id').where('user_id', '=', v.userId).where('post_id', '>=', v.since),
);

/** The posts from `since` onwards (by id, so by age) that `userId` likes. */
export async function likedSince(db: Db, userId: string, since: string): Promise<Set<string>> {
  const rows = await likedSinceQuery.execute(db, { userId, since });
  return new Set(rows.map((row) => row.post_id));
}

/** Posts with likedByMe filled in for `viewerId`. */
export async function withLikedByMe(db: Db, viewerId: string, posts: PostForEveryone[]): Promise<Post[]> {
  const liked = await likedAmong(db, viewerId, posts.map((post) => post.id));
  return posts.map((post) => ({ ...post, likedByMe: liked.has(post.id) }));
}

function postWithAuthorQuery(db: Db) {
  return db.selectFrom('posts').innerJoin('users', 'users.id', 'posts.author_id').selectAll('posts').select(authorColumns);
}

const postWithAuthorById = preparedQuery((db: Db, v: { id: string }) => postWithAuthorQuery(db).where('posts.id', '=', v.id));
const postsWithAuthorsByIds = preparedQuery((db: Db, v: { ids: string[] }) => postWithAuthorQuery(db).where('posts.id', 'in', v.ids));

export async function findPostWithAuthor(db: Db, id: string): Promise<PostWithAuthor | undefined> {
  return postWithAuthorById.executeTakeFirst(db, { id });
}

/**
 * What a page query reads: the author filter; `followerId` for the following scope and
 * `institutionId` for the campus scope (each undefined otherwise); the keyset or offset.
 */
type PageValues = {
  authorId: string | undefined;
  followerId: string | undefined;
  institutionId: number | undefined;
  cursor: string | undefined;
  /** Only posts newer than this one: what a cached first page has not seen. */
  after: string | undefined;
  offset: number | undefined;
  limit: number;
};

/**
 * The conditions scope, author and campus add, and the one every page has: no posts of
 * suspended people. They read only posts (and the few suspended users, through their
 * partial index). Blocks differ per viewer, so they are applied per request: feed-json.ts.
 */
function feedFilters(db: Db, v: PageValues) {
  return (eb: ExpressionBuilder<Database, 'posts'>) => {
    const conditions: Expression<SqlBool>[] = [eb('posts.author_id', 'not in', suspendedPeople(db))];
    if (v.authorId !== undefined) conditions.push(eb('posts.author_id', '=', v.authorId));
    if (v.followerId !== undefined) conditions.push(eb('posts.author_id', 'in', followedAndSelf(db, v.followerId)));
    if (v.institutionId !== undefined) conditions.push(eb('posts.institution_id', '=', v.institutionId));
    return eb.and(conditions);
  };
}

const suspendedPeople = (db: Db) => db.selectFrom('users').select('users.id').where('users.suspended_at', 'is not', null);

/** The people `followerId` follows, and themself: whose posts the following scope shows. */
function followedAndSelf(db: Db, followerId: string) {
  return db
    .selectFrom('follows')
    .select('follows.following_id as author_id')
    .where('follows.follower_id', '=', followerId)
    .unionAll(db.selectNoFrom(sql<string>`${followerId}`.as('author_id')));
}

// The loop order is fixed on SQLite: the ordered key (the tag's post_tags range, or posts by
// id) outermost, so a page stops after take + 1 rows instead of sorting every match.
const taggedPage = preparedQuery((db: Db, v: PageValues & { tag: string }) =>
  db
    .selectFrom('post_tags')
    .crossJoin('posts')
    .whereRef('posts.id', '=', 'post_tags.post_id')
    .where('post_tags.tag', '=', v.tag)
    .where(feedFilters(db, v))
    .$if(v.cursor !== undefined, (qb) => qb.where('post_tags.post_id', '<', v.cursor ?? ''))
    .$if(v.after !== undefined, (qb) => qb.where('post_tags.post_id', '>', v.after ?? ''))
    .select('posts.id')
    .orderBy('post_tags.post_id', 'desc')
    .limit(v.limit)
    .$if(v.offset !== undefined, (qb) => qb.offset(v.offset ?? 0)),
);

const plainPage = preparedQuery((db: Db, v: PageValues) =>
  db
    .selectFrom('posts')
    .where(feedFilters(db, v))
    .$if(v.cursor !== undefined, (qb) => qb.where('posts.id', '<', v.cursor ?? ''))
    .$if(v.after !== undefined, (qb) => qb.where('posts.id', '>', v.after ?? ''))
    .select('posts.id')
    .orderBy('posts.id', 'desc')
    .limit(v.limit)
    .$if(v.offset !== undefined, (qb) => qb.offset(v.offset ?? 0)),
);

/**
 * A following page picks its ids from the authors' (author_id, id) index alone: walking
 * posts by id would pass over every post of the people one does not follow.
 */
const followingPage = preparedQuery((db: Db, v: PageValues & { followerId: string }) =>
  db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.author_id', 'in', followedAndSelf(db, v.followerId))
    .where('posts.author_id', 'not in', suspendedPeople(db))
    .$if(v.authorId !== undefined, (qb) => qb.where('posts.author_id', '=', v.authorId ?? ''))
    .$if(v.cursor !== undefined, (qb) => qb.where('posts.id', '<', v.cursor ?? ''))
    .$if(v.after !== undefined, (qb) => qb.where('posts.id', '>', v.after ?? ''))
    .orderBy('posts.id', 'desc')
    .limit(v.limit)
    .$if(v.offset !== undefined, (qb) => qb.offset(v.offset ?? 0)),
);

/** The ids of one page, newest first, plus one more when another page follows; with `after`, only those newer than it. */
async function pageIds(db: Db, viewer: Viewer, query: PostListQuery, after?: string): Promise<string[]> {
  const { hashtag, cursor, take, scope } = query;
  const offset = cursor === undefined && query.skip ? query.skip : undefined;
  const values: PageValues = {
    authorId: query.authorId,
    followerId: scope === 'following' ? viewer.id : undefined,
    institutionId: scope === 'campus' ? (viewer.institution_id ?? -1) : undefined,
    cursor,
    after,
    offset,
    limit: take + 1,
  };
  let rows: { id: string }[];
  if (hashtag !== undefined) rows = await taggedPage.execute(db, { ...values, tag: storedTagKey(hashtag) });
  else if (values.followerId !== undefined) rows = await followingPage.execute(db, { ...values, followerId: values.followerId });
  else rows = await plainPage.execute(db, values);
  return rows.map((row) => row.id);
}

/** The posts of `ids` still there, with their authors. */
export async function postsWithAuthors(db: Db, ids: string[]): Promise<PostWithAuthor[]> {
  if (ids.length === 0) return [];
  return postsWithAuthorsByIds.execute(db, { ids });
}

/** A page: its posts' ids, newest first, and the cursor of the next page. */
export type FeedPage = { ids: string[]; nextCursor: string | null };

/** What a page's content depends on: the query, and the viewer only where the scope reads them. */
export function feedPageKey(viewer: Viewer, query: PostListQuery): string {
  const { scope, take, skip, cursor, hashtag, authorId } = query;
  const viewerPart = scope === 'following' ? viewer.id : scope === 'campus' ? String(viewer.institution_id) : '';
  return JSON.stringify([scope, take, skip, cursor, hashtag, authorId, viewerPart]);
}

/** A page of `take` from ids newest first, of which one more than fits says another page follows. */
function pageOf(ids: string[], take: number): FeedPage {
  const onPage = ids.slice(0, take);
  return { ids: onPage, nextCursor: ids.length > take ? (onPage.at(-1) ?? null) : null };
}

export async function listPostIds(db: Db, viewer: Viewer, query: PostListQuery): Promise<FeedPage> {
  if (query.scope === 'campus' && viewer.institution_id === null) return { ids: [], nextCursor: null };
  return pageOf(await pageIds(db, viewer, query), query.take);
}

/**
 * A cached page after nothing but new posts (and their tags) came in: a page by cursor holds
 * only older posts, so it stands; a first page takes in the new posts that belong on it,
 * found from the index past its newest post instead of reading the page again.
 */
export async function refreshPostIds(db: Db, viewer: Viewer, query: PostListQuery, stale: FeedPage): Promise<FeedPage> {
  if (query.cursor !== undefined) return stale;
  const newest = stale.ids[0];
  if (query.skip || newest === undefined) return listPostIds(db, viewer, query);
  const newer = await pageIds(db, viewer, query, newest);
  // A stale page with a next page is full, so any newer post pushes one off and another page still follows.
  return newer.length === 0 ? stale : pageOf([...newer, ...stale.ids], query.take);
}
