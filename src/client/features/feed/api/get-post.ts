import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { postDetailSchema } from '../../../../contract/posts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';

export function getPost(postId: string, signal?: AbortSignal) {
  return callApi(endpoints.posts.detail, postDetailSchema, { params: { id: postId }, signal });
}

export const postQueryOptions = (postId: string) =>
  queryOptions({ queryKey: postKeys.detail(postId), queryFn: ({ signal }) => getPost(postId, signal) });

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}
