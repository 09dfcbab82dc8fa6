import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { postListSchema } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { isLowDataNow, useLowData } from '../../../lib/use-low-data.ts';
import { postKeys } from './keys.ts';
import { type PostFilter } from './post-cache.ts';

export const POSTS_PAGE_SIZE = 20;
export const LOW_DATA_POSTS_PAGE_SIZE = 10;

/** The feed's page size: smaller in low-data mode. */
export function postsPageSize(lowData: boolean): number {
  return lowData ? LOW_DATA_POSTS_PAGE_SIZE : POSTS_PAGE_SIZE;
}

export function getPosts(filter: PostFilter, cursor: string | undefined, take: number, signal?: AbortSignal) {
  return callApi(endpoints.posts.list, postListSchema, {
    searchParams: { scope: filter.scope, hashtag: filter.hashtag, authorId: filter.authorId, cursor, take },
    signal,
  });
}

/** `pageSize` is part of the key: pages of 10 and of 20 never mix in one list. */
export const postsQueryOptions = (filter: PostFilter, pageSize = postsPageSize(isLowDataNow())) =>
  infiniteQueryOptions({
    queryKey: postKeys.list(filter, pageSize),
    queryFn: ({ pageParam, signal }) => getPosts(filter, pageParam, pageSize, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function usePosts(filter: PostFilter) {
  return useInfiniteQuery(postsQueryOptions(filter, postsPageSize(useLowData())));
}
