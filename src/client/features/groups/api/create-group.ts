import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { groupSchema, type CreateGroupBody } from '../../../../contract/groups.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupList } from '../lib/cache-actions.ts';
import { upsertGroup } from '../lib/cache.ts';

export function createGroup(body: CreateGroupBody) {
  return apiClient.post('/groups/create', groupSchema, { json: body });
}

export function useCreateGroup({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createGroup> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createGroup,
    onSuccess: (...args) => {
      setGroupList(queryClient, (list) => upsertGroup(list, args[0]));
      toast.success('Group created successfully created');
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toast.error('An error occurred.');
      return onError?.(...args);
    },
  });
}
