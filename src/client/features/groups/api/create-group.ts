import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupSchema, type CreateGroupBody } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupList } from '../lib/cache-actions.ts';
import { upsertGroup } from '../lib/cache.ts';

export function createGroup(body: CreateGroupBody) {
  return callApi(endpoints.groups.create, groupSchema, { json: body });
}

export function useCreateGroup({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createGroup> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createGroup,
    onSuccess: (...args) => {
      setGroupList(queryClient, (list) => upsertGroup(list, args[0]));
      toast.success(catalogue.groups.created);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      toastFailure(args[0]);
      return onError?.(...args);
    },
  });
}
