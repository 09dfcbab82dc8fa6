import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { postListSchema } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';
import { type PostFilter } from './post-cache.ts';

export const POSTS_PAGE_SIZE = 20;

export function getPosts(filter: PostFilter, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.posts.list, postListSchema, {
    searchParams: { scope: filter.scope, hashtag: filter.hashtag, authorId: filter.authorId, cursor, take: POSTS_PAGE_SIZE },
    signal,
  });
}

export const postsQueryOptions = (filter: PostFilter) =>
  infiniteQueryOptions({
    queryKey: postKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getPosts(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function usePosts(filter: PostFilter) {
  return useInfiniteQuery(postsQueryOptions(filter));
}
