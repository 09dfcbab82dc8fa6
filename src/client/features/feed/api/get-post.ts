import { queryOptions, useQuery } from '@tanstack/react-query';
import { postDetailSchema } from '../../../../contract/posts.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { postKeys } from './post-cache.ts';

export function getPost(postId: string, signal?: AbortSignal) {
  return apiClient.get(`/posts/${encodeURIComponent(postId)}`, postDetailSchema, { signal });
}

export const postQueryOptions = (postId: string) =>
  queryOptions({ queryKey: postKeys.detail(postId), queryFn: ({ signal }) => getPost(postId, signal) });

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}
