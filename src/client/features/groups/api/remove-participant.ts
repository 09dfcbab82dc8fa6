import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { removeParticipantResponseSchema } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { forgetGroup, patchGroupEverywhere } from '../lib/cache-actions.ts';
import { removeMember } from '../lib/cache.ts';
import { departureMutationKey } from '../lib/departures.ts';

export type RemoveParticipantInput = { groupId: string; userId: string; self: boolean };

export function removeParticipant({ groupId, userId }: RemoveParticipantInput) {
  return callApi(endpoints.groups.removeParticipant, removeParticipantResponseSchema, { json: { groupId, userId } });
}

/** Removes a member, or me when `self` (leaving: the caller's onSuccess should leave the group's pages). */
export function useRemoveParticipant({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeParticipant> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    // Leaving (self) is a departure the realtime handler must not announce twice.
    mutationKey: departureMutationKey,
    mutationFn: removeParticipant,
    onSuccess: async (...args) => {
      const [{ userId }, { groupId, self }] = args;
      toast.success(catalogue.groups.participantRemoved);
      if (!self) {
        patchGroupEverywhere(queryClient, groupId, (group) => removeMember(group, userId));
        return onSuccess?.(...args);
      }
      await onSuccess?.(...args);
      forgetGroup(queryClient, groupId);
    },
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
  });
}
