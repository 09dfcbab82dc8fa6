import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupListSchema } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useLogError } from '../lib/use-log-error.ts';
import { groupKeys } from './keys.ts';

export function getGroups(signal?: AbortSignal) {
  return callApi(endpoints.groups.list, groupListSchema, { signal });
}

export const groupsQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.list(),
    queryFn: ({ signal }) => getGroups(signal),
  });

export function useGroups() {
  const query = useQuery(groupsQueryOptions());
  useLogError(query.error, 'loading the groups list');
  return query;
}
