import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { usersListSchema } from '../../../../contract/auth.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys, type UserSearch } from '../../../lib/user-keys.ts';

const PAGE_SIZE = 20;

export function searchUsers(search: UserSearch, cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.users.search, usersListSchema, {
    searchParams: { q: search.q, institutionId: search.institutionId, cursor, take: PAGE_SIZE },
    signal,
  });
}

export const searchUsersQueryOptions = (search: UserSearch) =>
  infiniteQueryOptions({
    queryKey: userKeys.search(search),
    queryFn: ({ pageParam, signal }) => searchUsers(search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useSearchUsers(search: UserSearch, enabled = true) {
  return useInfiniteQuery({ ...searchUsersQueryOptions(search), enabled });
}
