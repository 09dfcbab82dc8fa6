import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import type { GroupInvite } from '../../../../contract/groups.ts';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { groupInvitesQueryOptions } from './get-group-invites.ts';

export type CancelInviteInput = { groupId: string; inviteId: string };

export function cancelInvite({ inviteId }: CancelInviteInput) {
  return callApi(endpoints.groups.cancelInvite, deletedSchema, { params: { inviteId } });
}

type Snapshot = { previous: { items: GroupInvite[] } | undefined };

/** Takes the invite off the group's pending list at once; it comes back if the server refuses. */
export function useCancelInvite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof cancelInvite, Snapshot> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: cancelInvite,
    onMutate: async ({ groupId, inviteId }) => {
      const { queryKey } = groupInvitesQueryOptions(groupId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { items: previous.items.filter((invite) => invite.id !== inviteId) });
      return { previous };
    },
    onSuccess: (...args) => {
      toast.success('Invite cancelled');
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, { groupId }, snapshot] = args;
      const { queryKey } = groupInvitesQueryOptions(groupId);
      if (snapshot?.previous) queryClient.setQueryData(queryKey, snapshot.previous);
      // An invite answered meanwhile will not come back; the list is read again.
      void queryClient.invalidateQueries({ queryKey });
      toast.error(catalogue.error, { description: errorMessage(error, 'Please try again.'), closeButton: true });
      return onError?.(...args);
    },
  });
}
