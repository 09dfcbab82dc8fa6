/*
 * What a feed page shows of each post beyond its id: its JSON, shared by every page and
 * viewer, which a new post leaves cached (it depends on rows already there: posts.existing);
 * its counters, cached per post under a stamp of that row alone, so a like re-reads one
 * post; and likedByMe, from each viewer's recent likes. One query reads whatever either
 * cache misses; on PostgreSQL, which has no change stamp, that is every post of the page.
 */
import type { FastifyInstance } from 'fastify';
import { ReadCache, textSize } from '../../db/read-cache.ts';
import { likedAmong, likedSince, postsWithAuthors } from './feed.ts';
import { openPost, type OpenPost, type PostCounters } from './feed-json.ts';
import { toPost } from './mappers.ts';

export type PagePosts = { posts: Map<string, OpenPost>; counters: Map<string, PostCounters>; liked: ReadonlySet<string> };

type RecentLikes = { since: string; liked: Set<string> };

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
  // A viewer's likes move with their own likes only (and post or account deletions, whose
  // cascades take likes with them).
  const viewerLikes = (viewerId: string) => [`post_likes@user_id=${viewerId}`, 'posts.existing', 'users.existing'];
  // Per viewer: the posts they like from the oldest on the page that loaded it onwards. New
  // posts leave it right: nobody has liked them yet.
  const recentLikes = new ReadCache<RecentLikes>(app.dbChangeStamp, {
    maxBytes: 4 * 2 ** 20,
    sizeOf: (likes) => likes.since.length + textSize(likes.liked),
    ttlMs: 60_000,
    tables: viewerLikes,
  });

  // Pages older than a viewer's recent likes reach: keyed by viewer and page.
  const likedOnOlderPage = new ReadCache<Set<string>>(app.dbChangeStamp, {
    maxBytes: 4 * 2 ** 20,
    sizeOf: (liked) => textSize(liked),
    ttlMs: 60_000,
    tables: (key) => viewerLikes(key.slice(0, key.indexOf(' '))),
  });

  /** Which of `ids` the viewer likes: from their recent likes when those reach back far enough. */
  async function likedOnPage(viewerId: string, ids: string[]): Promise<ReadonlySet<string>> {
    const oldest = ids.reduce((min, id) => (id < min ? id : min), ids[0] ?? '');
    if (!oldest) return new Set();
    // Without a change stamp nothing is kept: ask for the page's posts alone.
    if (!app.dbChangeStamp) return likedAmong(app.db, viewerId, ids);
    const recent = await recentLikes.get(viewerId, async () => ({ since: oldest, liked: await likedSince(app.db, viewerId, oldest) }));
    if (recent.since <= oldest) return recent.liked;
    return likedOnOlderPage.get(`${viewerId} ${ids.join(' ')}`, () => likedAmong(app.db, viewerId, ids));
  }

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
      likedOnPage(viewerId, ids),
    ]);
    return { posts, counters: countersOnPage, liked };
  };
}
