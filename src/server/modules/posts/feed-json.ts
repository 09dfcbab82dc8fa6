/*
 * The feed's JSON, assembled from each post's JSON written once per cached page. A page is
 * read far more often than it changes, and stringifying twenty posts costs more than the
 * rest of the request. What moves between reads of one page is added per request: the
 * counters (a like must not empty the cache of every page), likedByMe, and the people hidden
 * from the viewer (blocks). A page that loses posts to a block keeps its nextCursor, so it
 * may hold fewer than `take` posts (even none) while more pages follow.
 */
import type { FeedPage } from './feed.ts';

export type SerializedFeedPage = { ids: string[]; authorIds: string[]; openPosts: string[]; nextCursor: string | null };

/** What a post's JSON gets per request. A post missing from the map was deleted since the page was read. */
export type LivePostState = { likesCount: number; commentsCount: number; shareCount: number; likedByMe: boolean };

export function serializeFeedPage(page: FeedPage): SerializedFeedPage {
  return {
    ids: page.posts.map((post) => post.id),
    authorIds: page.posts.map((post) => post.author.id),
    // Each post's JSON without the live fields and its closing brace, so they can be appended.
    openPosts: page.posts.map(({ likesCount: _likes, commentsCount: _comments, shareCount: _shares, ...post }) => JSON.stringify(post).slice(0, -1)),
    nextCursor: page.nextCursor,
  };
}

/** The page as `{ items, nextCursor }` with each post's live state, without the posts of hidden people. */
export function feedPageJson(page: SerializedFeedPage, live: ReadonlyMap<string, LivePostState>, hidden: ReadonlySet<string>): string {
  const items: string[] = [];
  page.openPosts.forEach((open, index) => {
    if (hidden.size > 0 && hidden.has(page.authorIds[index] ?? '')) return;
    const state = live.get(page.ids[index] ?? '');
    if (!state) return;
    items.push(`${open},"likesCount":${state.likesCount},"commentsCount":${state.commentsCount},"shareCount":${state.shareCount},"likedByMe":${state.likedByMe}}`);
  });
  return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}
