import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { groupSchema, type UpdateGroupBody } from '../../../../contract/groups.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { putGroup } from '../lib/cache-actions.ts';

export function updateGroup(body: UpdateGroupBody) {
  return apiClient.put('/groups/update', groupSchema, { json: body });
}

export function useUpdateGroup({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateGroup> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateGroup,
    onSuccess: (...args) => {
      putGroup(queryClient, args[0]);
      toast.success('Group updated successfully');
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toast.error('There was an error updating group');
      return onError?.(...args);
    },
  });
}
