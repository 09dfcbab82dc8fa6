import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { inviteListSchema } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useLogError } from '../lib/use-log-error.ts';
import { groupKeys } from './keys.ts';

export function getGroupInvites(groupId: string, signal?: AbortSignal) {
  return callApi(endpoints.groups.groupInvites, inviteListSchema, { params: { id: groupId }, signal });
}

export const groupInvitesQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.groupInvites(groupId),
    queryFn: ({ signal }) => getGroupInvites(groupId, signal),
  });

/** The group's invites still waiting for an answer; only owners and admins may ask. */
export function useGroupInvites(groupId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...groupInvitesQueryOptions(groupId), enabled });
  useLogError(query.error, 'loading the group’s invites');
  return query;
}
