import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { shareCountSchema, type GroupMessage } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupDetail } from '../lib/cache-actions.ts';
import { updateMessage } from '../lib/cache.ts';

export function updateShareCount({ id, shareHash }: Pick<GroupMessage, 'id' | 'shareHash'>) {
  return callApi(endpoints.groups.countShare, shareCountSchema, { params: { postId: id }, json: { hash: shareHash } });
}

/** Counts a share the user has just made; a failure to count is only logged. */
export function useUpdateShareCount({ groupId, mutationConfig }: { groupId: string; mutationConfig?: MutationConfig<typeof updateShareCount> }) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateShareCount,
    onSuccess: (...args) => {
      const [{ shareCount }, { id }] = args;
      setGroupDetail(queryClient, groupId, (data) => updateMessage(data, id, (message) => ({ ...message, shareCount })));
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      console.error('[groups] counting a share failed', args[0]);
      return onError?.(...args);
    },
  });
}
