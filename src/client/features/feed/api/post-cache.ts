/*
 * Where posts live in the React Query cache, and the few edits every mutation and socket
 * handler makes to it: patch one post wherever it appears, remove it, prepend a new one
 * to the lists it belongs in. Lists are keyed by their filter; the filter is read back
 * from the key to decide whether a new post belongs in it.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { postScopes, type Post, type PostCommentList, type PostDetail, type PostList } from '../../../../contract/posts.ts';
import type { UserSummary } from '../../../../contract/users.ts';
import { hasHashtag } from '../../../lib/hashtags.ts';
import { writeQuery } from '../../../lib/query-write.ts';
import { postKeys } from './keys.ts';

export const postFilterSchema = z.object({
  scope: z.enum(postScopes),
  hashtag: z.string().optional(),
  authorId: z.string().optional(),
});
export type PostFilter = z.infer<typeof postFilterSchema>;

export type PostPages = InfiniteData<PostList, string | undefined>;
export type CommentPages = InfiniteData<PostCommentList, string | undefined>;

/** The filter a list's key was made from. */
export function filterOfKey(key: QueryKey): PostFilter | undefined {
  const parsed = postFilterSchema.safeParse(key[2]);
  return parsed.success ? parsed.data : undefined;
}

type Viewer = Pick<UserSummary, 'id' | 'institutionId'>;

/** Whether `post` belongs in the list for `filter`, as `viewer` sees it; `follows` says whether the viewer follows its author. */
export function postMatchesFilter(post: Post, filter: PostFilter, viewer: Viewer, follows: boolean): boolean {
  if (filter.hashtag && !hasHashtag(post.hashtags, filter.hashtag)) return false;
  if (filter.authorId && post.author.id !== filter.authorId) return false;
  if (filter.scope === 'campus') return viewer.institutionId !== null && post.author.institutionId === viewer.institutionId;
  if (filter.scope === 'following') return post.author.id === viewer.id || follows;
  return true;
}

function listEntries(queryClient: QueryClient): [QueryKey, PostPages | undefined][] {
  return queryClient.getQueriesData<PostPages>({ queryKey: postKeys.lists() });
}

const mapPages = (data: PostPages, map: (items: Post[]) => Post[]): PostPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, items: map(page.items) })),
});

/** Every cached copy of a post (lists first, then its page), for reading its current state. */
export function findCachedPost(queryClient: QueryClient, postId: string): Post | undefined {
  for (const [, data] of listEntries(queryClient)) {
    const found = data?.pages.flatMap((page) => page.items).find((post) => post.id === postId);
    if (found) return found;
  }
  return queryClient.getQueryData<PostDetail>(postKeys.detail(postId));
}

/** Applies `update` to the post wherever it is cached. */
export function updateCachedPost(queryClient: QueryClient, postId: string, update: (post: Post) => Post): void {
  for (const [key, data] of listEntries(queryClient)) {
    if (!data?.pages.some((page) => page.items.some((post) => post.id === postId))) continue;
    writeQuery<PostPages>(queryClient, key, mapPages(data, (items) => items.map((post) => (post.id === postId ? update(post) : post))));
  }
  writeQuery<PostDetail>(queryClient, postKeys.detail(postId), (detail) => (detail ? { ...detail, ...update(detail) } : detail));
}

export function removeCachedPost(queryClient: QueryClient, postId: string): void {
  for (const [key, data] of listEntries(queryClient)) {
    if (!data?.pages.some((page) => page.items.some((post) => post.id === postId))) continue;
    writeQuery<PostPages>(queryClient, key, mapPages(data, (items) => items.filter((post) => post.id !== postId)));
  }
}

const sameAuthor = (a: UserSummary, b: UserSummary) =>
  a.name === b.name && a.avatarUrl === b.avatarUrl && a.institutionId === b.institutionId && a.nameOfUniversity === b.nameOfUniversity;

/** Shows `author`'s current name, photo and university on every cached post of theirs (lists and pages) that still has older ones. */
export function updateCachedAuthor(queryClient: QueryClient, author: UserSummary): void {
  const stale = (post: Post) => post.author.id === author.id && !sameAuthor(post.author, author);
  const refresh = (post: Post): Post => (stale(post) ? { ...post, author: { ...post.author, ...author } } : post);
  for (const [key, data] of listEntries(queryClient)) {
    if (!data?.pages.some((page) => page.items.some(stale))) continue;
    writeQuery<PostPages>(queryClient, key, mapPages(data, (items) => items.map(refresh)));
  }
  for (const [key, detail] of queryClient.getQueriesData<PostDetail>({ queryKey: [...postKeys.all, 'detail'] })) {
    if (detail && stale(detail)) writeQuery<PostDetail>(queryClient, key, { ...detail, author: { ...detail.author, ...author } });
  }
}

/** Puts `post` in `replacing`'s place (an optimistic stand-in), or drops the stand-in if the post is already there. */
export function replaceCachedPost(queryClient: QueryClient, replacing: string, post: Post): void {
  for (const [key, data] of listEntries(queryClient)) {
    if (!data?.pages.some((page) => page.items.some((item) => item.id === replacing))) continue;
    const present = data.pages.some((page) => page.items.some((item) => item.id === post.id));
    writeQuery<PostPages>(
      queryClient,
      key,
      mapPages(data, (items) => (present ? items.filter((item) => item.id !== replacing) : items.map((item) => (item.id === replacing ? post : item)))),
    );
  }
}

/** Adds `post` to the top of every loaded list `belongs` accepts, unless it is already there. */
export function prependCachedPost(queryClient: QueryClient, post: Post, belongs: (filter: PostFilter) => boolean): void {
  for (const [key, data] of listEntries(queryClient)) {
    const filter = filterOfKey(key);
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || !filter || !belongs(filter)) continue;
    if (data.pages.some((page) => page.items.some((item) => item.id === post.id))) continue;
    writeQuery<PostPages>(queryClient, key, { ...data, pages: [{ ...first, items: [post, ...first.items] }, ...rest] });
  }
}

/** Whether a loaded "Following" list already shows a post by `authorId` (so the viewer follows them). */
export function followingListsShowAuthor(queryClient: QueryClient, authorId: string): boolean {
  return listEntries(queryClient).some(
    ([key, data]) => filterOfKey(key)?.scope === 'following' && !!data?.pages.some((page) => page.items.some((post) => post.author.id === authorId)),
  );
}
