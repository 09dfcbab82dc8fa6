import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersListSchema } from '../../../../contract/auth.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { moderationKeys } from './keys.ts';

const SHOWN = 5;

/** The first few people whose name matches, for making one of them an admin. */
export function usePeopleMatching(q: string) {
  return useQuery({
    queryKey: [...moderationKeys.all, 'people', q],
    queryFn: ({ signal }) => callApi(endpoints.users.search, usersListSchema, { searchParams: { q, take: SHOWN }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
