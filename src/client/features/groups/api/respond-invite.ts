import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { respondInviteResponseSchema, type GroupInvite, type RespondInviteBody } from '../../../../contract/groups.ts';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { putGroup } from '../lib/cache-actions.ts';
import { invitesQueryOptions } from './get-invites.ts';

export function respondInvite(body: RespondInviteBody) {
  return callApi(endpoints.groups.respondInvite, respondInviteResponseSchema, { json: body });
}

type Snapshot = { previous: { items: GroupInvite[] } | undefined };

/** Takes the invite out of the inbox at once (back on failure); joining adds the group to my list. */
export function useRespondInvite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof respondInvite, Snapshot> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  const { queryKey } = invitesQueryOptions();
  return useMutation({
    ...rest,
    mutationFn: respondInvite,
    onMutate: async ({ inviteId }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { items: previous.items.filter((invite) => invite.id !== inviteId) });
      return { previous };
    },
    onSuccess: (...args) => {
      const [result] = args;
      if ('group' in result) {
        putGroup(queryClient, result.group);
        toast.success(catalogue.groups.joined);
      } else {
        toast.success(catalogue.groups.declined);
      }
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, , snapshot] = args;
      if (snapshot?.previous) queryClient.setQueryData(queryKey, snapshot.previous);
      // A closed invite will not come back; anything else may be tried again.
      void queryClient.invalidateQueries({ queryKey });
      toast.error(catalogue.error, { description: errorMessage(error, 'Please try again.'), closeButton: true });
      return onError?.(...args);
    },
  });
}
