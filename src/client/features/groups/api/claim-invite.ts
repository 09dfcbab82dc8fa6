import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupInviteSchema, type ClaimInviteBody, type GroupInvite } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { writeQuery } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { prependInvite } from '../lib/cache.ts';
import { invitesQueryOptions } from './get-invites.ts';

export function claimInvite(body: ClaimInviteBody) {
  return callApi(endpoints.groups.claimInvite, groupInviteSchema, { json: body });
}

/** Makes the invite of a mailed link mine (its token is the proof) and puts it in my inbox. */
export function useClaimInvite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof claimInvite> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: claimInvite,
    onSuccess: (...args) => {
      writeQuery<{ items: GroupInvite[] }>(queryClient, invitesQueryOptions().queryKey, (list) => list && prependInvite(list, args[0]));
      return onSuccess?.(...args);
    },
  });
}
