import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { inviteListSchema } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useLogError } from '../lib/use-log-error.ts';
import { groupKeys } from './keys.ts';

export function getInvites(signal?: AbortSignal) {
  return callApi(endpoints.groups.invites, inviteListSchema, { signal });
}

export const invitesQueryOptions = () =>
  queryOptions({
    queryKey: groupKeys.invites(),
    queryFn: ({ signal }) => getInvites(signal),
  });

export function useInvites() {
  const query = useQuery(invitesQueryOptions());
  useLogError(query.error, 'loading the invites');
  return query;
}
