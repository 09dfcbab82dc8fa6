import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupLikeResponseSchema } from '../../../../contract/groups.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupDetail } from '../lib/cache-actions.ts';
import { toggleMyLike, updateMessage } from '../lib/cache.ts';
import { groupDetailQueryOptions, type GroupDetailData } from './get-group.ts';

export function toggleLike(messageId: string) {
  return callApi(endpoints.groups.like, groupLikeResponseSchema, { params: { id: messageId } });
}

type Snapshot = { previous: GroupDetailData | undefined };

/** Flips my like at once (removed if there, else added at the front); the server's list settles it. */
export function useToggleLike({
  groupId,
  userId,
  mutationConfig,
}: {
  groupId: string;
  userId: string;
  mutationConfig?: MutationConfig<typeof toggleLike, Snapshot>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  const { queryKey } = groupDetailQueryOptions(groupId);
  return useMutation({
    ...rest,
    mutationFn: toggleLike,
    onMutate: async (messageId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      setGroupDetail(queryClient, groupId, (data) => toggleMyLike(data, messageId, userId));
      return { previous };
    },
    onSuccess: (...args) => {
      const [{ likes }, messageId] = args;
      setGroupDetail(queryClient, groupId, (data) => updateMessage(data, messageId, (message) => ({ ...message, likes })));
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, , snapshot] = args;
      if (snapshot?.previous) queryClient.setQueryData(queryKey, snapshot.previous);
      console.error('[groups] liking a message failed', error);
      return onError?.(...args);
    },
  });
}
