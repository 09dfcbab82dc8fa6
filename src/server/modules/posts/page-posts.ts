/*
 * What a feed page shows of each post beyond its id: its JSON, shared by every page and
 * viewer, which a new post leaves cached (it depends on rows already there: posts.existing);
 * its counters, cached per post under a stamp of that row alone, so a like re-reads one
 * post; and likedByMe, per viewer. One query reads whatever either cache misses; on
 * PostgreSQL, which has no change stamp, that is every post of the page.
 */
import type { FastifyInstance } from 'fastify';
import { ReadCache, textSize } from '../../db/read-cache.ts';
import { likedAmong, postsWithAuthors } from './feed.ts';
import { openPost, type OpenPost, type PostCounters } from './feed-json.ts';
import { toPost } from './mappers.ts';

export type PagePosts = { posts: Map<string, OpenPost>; counters: Map<string, PostCounters>; liked: Set<string> };

export function pagePostsReader(app: FastifyInstance) {
  const openPosts = new ReadCache<OpenPost>(app.dbChangeStamp, {
    maxBytes: 16 * 2 ** 20,
    sizeOf: (post) => post.json.length + post.authorId.length,
    ttlMs: 60_000,
    tables: ['posts.existing', 'users.existing'],
  });
  const counters = new ReadCache<PostCounters>(app.dbChangeStamp, {
    maxBytes: 4 * 2 ** 20,
    sizeOf: () => 40,
    ttlMs: 60_000,
    tables: (postId) => ['posts.existing', `posts#${postId}`],
  });
  // Keyed by viewer and page; only the viewer's own likes move it (and post or account
  // deletions, whose cascades take likes with them).
  const likedOnPage = new ReadCache<Set<string>>(app.dbChangeStamp, {
    maxBytes: 4 * 2 ** 20,
    sizeOf: (liked) => textSize(liked),
    ttlMs: 60_000,
    tables: (key) => [`post_likes@user_id=${key.slice(0, key.indexOf(' '))}`, 'posts.existing', 'users.existing'],
  });

  async function postsAndCounters(ids: string[]) {
    const postLookup = openPosts.lookup(ids);
    const counterLookup = counters.lookup(ids);
    const missing = new Set([...postLookup.missing, ...counterLookup.missing]);
    const rows = missing.size === 0 ? [] : await postsWithAuthors(app.db, [...missing]);
    const postsMissing = new Set(postLookup.missing);
    return {
      posts: openPosts.fill(
        postLookup,
        rows.filter((row) => postsMissing.has(row.id)).map((row) => [row.id, openPost(toPost(row, app.sessionSecret))]),
      ),
      counters: counters.fill(
        counterLookup,
        rows.map((row) => [row.id, { likesCount: row.likes_count, commentsCount: row.comments_count, shareCount: row.share_count }]),
      ),
    };
  }

  return async function pagePosts(viewerId: string, ids: string[]): Promise<PagePosts> {
    const [{ posts, counters: countersOnPage }, liked] = await Promise.all([
      postsAndCounters(ids),
      likedOnPage.get(`${viewerId} ${ids.join(' ')}`, () => likedAmong(app.db, viewerId, ids)),
    ]);
    return { posts, counters: countersOnPage, liked };
  };
}
