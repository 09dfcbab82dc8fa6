import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviteListSchema } from '../../../../contract/groups.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useLogError } from '../lib/use-log-error.ts';
import { groupKeys } from './query-keys.ts';

export function getInvites(signal?: AbortSignal) {
  return apiClient.get('/groups/invites', inviteListSchema, { signal });
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
