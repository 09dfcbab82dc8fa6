/*
 * The feed's JSON, assembled from each post's JSON written once per cached page. A page is
 * read far more often than it changes, and stringifying twenty posts costs more than the
 * rest of the request; only likedByMe differs between viewers.
 */
import type { FeedPage } from './feed.ts';

export type SerializedFeedPage = { ids: string[]; openPosts: string[]; nextCursor: string | null };

export function serializeFeedPage(page: FeedPage): SerializedFeedPage {
  return {
    ids: page.posts.map((post) => post.id),
    // Each post's JSON without its closing brace, so that likedByMe can be appended.
    openPosts: page.posts.map((post) => JSON.stringify(post).slice(0, -1)),
    nextCursor: page.nextCursor,
  };
}

/** The page as `{ items, nextCursor }`, likedByMe true for the ids in `liked`. */
export function feedPageJson(page: SerializedFeedPage, liked: Set<string>): string {
  const items = page.openPosts.map((open, index) => `${open},"likedByMe":${liked.has(page.ids[index] ?? '')}}`);
  return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}
