import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { userSearchResultSchema } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useLogError } from '../lib/use-log-error.ts';
import { groupKeys } from './keys.ts';

/** People whose name contains `query`, or whose whole e-mail address it is (never me). */
export function searchGroupUsers(query: string, signal?: AbortSignal) {
  return callApi(endpoints.groups.searchUser, userSearchResultSchema, { params: { query }, signal });
}

export const searchGroupUsersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: groupKeys.searchUser(query),
    queryFn: ({ signal }) => searchGroupUsers(query, signal),
  });

/** Call with an already debounced query; nothing is asked for an empty one. */
export function useSearchGroupUsers(query: string) {
  const result = useQuery({ ...searchGroupUsersQueryOptions(query), enabled: query.length > 0, placeholderData: keepPreviousData });
  useLogError(result.error, 'searching people');
  return result;
}
