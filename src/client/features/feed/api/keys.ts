/* The feed's query keys, for the queries, the cache edits and the socket handlers alike. */
import type { PostFilter } from './post-cache.ts';

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (filter: PostFilter, pageSize: number) => [...postKeys.lists(), filter, pageSize] as const,
  detail: (postId: string) => [...postKeys.all, 'detail', postId] as const,
  comments: (postId: string) => [...postKeys.all, 'comments', postId] as const,
};
