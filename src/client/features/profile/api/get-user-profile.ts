import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { userProfileSchema } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/user-keys.ts';

export function getUserProfile(userId: string, signal?: AbortSignal) {
  return callApi(endpoints.users.profile, userProfileSchema, { params: { id: userId }, signal });
}

export const userProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => getUserProfile(userId, signal),
  });

export function useUserProfile(userId: string) {
  return useQuery(userProfileQueryOptions(userId));
}
