/*
 * The feed's JSON, assembled from each post's JSON written once and cached apart from the
 * pages it is on. A page is read far more often than it changes, a new post changes which
 * posts the first pages hold but none of the posts on them, and stringifying twenty posts
 * costs more than the rest of the request. What moves between reads of a post is added per
 * request: the counters (a like must not empty the cache of every page), likedByMe, and the
 * people hidden from the viewer (blocks). A page that loses posts to a block keeps its
 * nextCursor, so it may hold fewer than `take` posts (even none) while more pages follow.
 */
import type { FeedPage } from './feed.ts';
import type { PostForEveryone } from './mappers.ts';

/** A post's JSON without the live fields and its closing brace, so they can be appended. */
export type OpenPost = { authorId: string; json: string };

/** What a post's JSON gets per request besides likedByMe. A post without counters was deleted since the page was read. */
export type PostCounters = { likesCount: number; commentsCount: number; shareCount: number };

export function openPost({ likesCount: _likes, commentsCount: _comments, shareCount: _shares, ...post }: PostForEveryone): OpenPost {
  return { authorId: post.author.id, json: JSON.stringify(post).slice(0, -1) };
}

/** What changes between reads of a cached post. */
export type LiveOnPage = { counters: ReadonlyMap<string, PostCounters>; liked: ReadonlySet<string>; hidden: ReadonlySet<string> };

/** The page as `{ items, nextCursor }` with each post's counters and likedByMe, without the posts of hidden people. */
export function feedPageJson(page: FeedPage, posts: ReadonlyMap<string, OpenPost>, { counters, liked, hidden }: LiveOnPage): string {
  const items: string[] = [];
  for (const id of page.ids) {
    const post = posts.get(id);
    const state = counters.get(id);
    if (!post || !state || hidden.has(post.authorId)) continue;
    items.push(`${post.json},"likesCount":${state.likesCount},"commentsCount":${state.commentsCount},"shareCount":${state.shareCount},"likedByMe":${liked.has(id)}}`);
  }
  return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}
