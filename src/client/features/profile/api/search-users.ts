import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { usersListSchema } from '../../../../contract/auth.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type UserSearch = { q?: string; institutionId?: number };

const PAGE_SIZE = 20;

export function searchUsers(search: UserSearch, cursor: string | undefined, signal?: AbortSignal) {
  return apiClient.get('/auth/users', usersListSchema, {
    searchParams: { q: search.q, institutionId: search.institutionId, cursor, take: PAGE_SIZE },
    signal,
  });
}

export const searchUsersQueryOptions = (search: UserSearch) =>
  infiniteQueryOptions({
    queryKey: ['users', 'search', search],
    queryFn: ({ pageParam, signal }) => searchUsers(search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useSearchUsers(search: UserSearch, enabled = true) {
  return useInfiniteQuery({ ...searchUsersQueryOptions(search), enabled });
}
