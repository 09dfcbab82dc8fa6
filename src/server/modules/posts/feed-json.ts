/*
 * The feed's JSON, assembled from each post's JSON written once per cached page. A page is
 * read far more often than it changes, and stringifying twenty posts costs more than the
 * rest of the request; only likedByMe and the people hidden from the viewer (blocks) differ
 * between viewers. A page that loses posts to a block keeps its nextCursor, so it may hold
 * fewer than `take` posts (even none) while more pages follow.
 */
import type { FeedPage } from './feed.ts';

export type SerializedFeedPage = { ids: string[]; authorIds: string[]; openPosts: string[]; nextCursor: string | null };

export function serializeFeedPage(page: FeedPage): SerializedFeedPage {
  return {
    ids: page.posts.map((post) => post.id),
    authorIds: page.posts.map((post) => post.author.id),
    // Each post's JSON without its closing brace, so that likedByMe can be appended.
    openPosts: page.posts.map((post) => JSON.stringify(post).slice(0, -1)),
    nextCursor: page.nextCursor,
  };
}

/** The page as `{ items, nextCursor }`, likedByMe true for the ids in `liked`, without the posts of hidden people. */
export function feedPageJson(page: SerializedFeedPage, liked: Set<string>, hidden: ReadonlySet<string>): string {
  const items: string[] = [];
  page.openPosts.forEach((open, index) => {
    if (hidden.size > 0 && hidden.has(page.authorIds[index] ?? '')) return;
    items.push(`${open},"likedByMe":${liked.has(page.ids[index] ?? '')}}`);
  });
  return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}
