import { queryOptions, useQuery } from '@tanstack/react-query';
import { userProfileSchema } from '../../../../contract/users.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function getUserProfile(userId: string, signal?: AbortSignal) {
  return apiClient.get(`/auth/user-profile/${encodeURIComponent(userId)}`, userProfileSchema, { signal });
}

export const userProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'profile', userId],
    queryFn: ({ signal }) => getUserProfile(userId, signal),
  });

export function useUserProfile(userId: string) {
  return useQuery(userProfileQueryOptions(userId));
}
