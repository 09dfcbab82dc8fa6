import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupSchema, type UpdateGroupBody } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { putGroup } from '../lib/cache-actions.ts';

export function updateGroup(body: UpdateGroupBody) {
  return callApi(endpoints.groups.update, groupSchema, { json: body });
}

export function useUpdateGroup({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateGroup> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateGroup,
    onSuccess: (...args) => {
      putGroup(queryClient, args[0]);
      toast.success(catalogue.groups.updated);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toastFailure(args[0], catalogue.groups.updateFailed);
      return onError?.(...args);
    },
  });
}
