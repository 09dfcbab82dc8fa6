import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { forgetGroup } from '../lib/cache-actions.ts';
import { departureMutationKey } from '../lib/departures.ts';

export function deleteGroup(groupId: string) {
  return callApi(endpoints.groups.delete, deletedSchema, { params: { groupId } });
}

/** The caller's onSuccess should leave the group's pages before the cache is dropped. */
export function useDeleteGroup({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteGroup> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationKey: departureMutationKey,
    mutationFn: deleteGroup,
    onSuccess: async (...args) => {
      toast.success(catalogue.groups.deleted);
      await onSuccess?.(...args);
      forgetGroup(queryClient, args[0].id);
    },
    onError: (...args) => {
      toastFailure(args[0], catalogue.groups.deleteFailed);
      return onError?.(...args);
    },
  });
}
