import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { postCommentListSchema } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';

export const COMMENTS_PAGE_SIZE = 20;

/** A post's comments, newest first. */
export function getComments(postId: string, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.posts.comments, postCommentListSchema, {
    params: { id: postId },
    searchParams: { cursor, take: COMMENTS_PAGE_SIZE },
    signal,
  });
}

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useComments(postId: string) {
  return useInfiniteQuery(commentsQueryOptions(postId));
}
