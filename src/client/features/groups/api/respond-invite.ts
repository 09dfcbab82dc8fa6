import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { respondInviteResponseSchema, type GroupInvite, type RespondInviteBody } from '../../../../contract/groups.ts';
import { apiClient, errorMessage } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { invitesQueryOptions } from './get-invites.ts';
import { putGroup } from '../lib/cache-actions.ts';

export function respondInvite(body: RespondInviteBody) {
  return apiClient.post('/groups/response-to-invite', respondInviteResponseSchema, { json: body });
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
        toast.success('You have successfully joined the group');
      } else {
        toast.success('You have successfully declined the invite');
      }
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, , snapshot] = args;
      if (snapshot?.previous) queryClient.setQueryData(queryKey, snapshot.previous);
      // A closed invite will not come back; anything else may be tried again.
      void queryClient.invalidateQueries({ queryKey });
      toast.error('An error occurred.', { description: errorMessage(error, 'Please try again.'), closeButton: true });
      return onError?.(...args);
    },
  });
}
