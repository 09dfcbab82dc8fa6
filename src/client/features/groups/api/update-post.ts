import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupMessageSchema } from '../../../../contract/groups.ts';
import { extractHashtags } from '../../../../contract/hashtags.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupDetail } from '../lib/cache-actions.ts';
import { findMessage, replaceMessageText } from '../lib/cache.ts';
import { groupDetailQueryOptions } from './get-group.ts';

export const GROUP_POST_UPDATED = 'Post updated successfully';

export type UpdateGroupPostInput = { groupId: string; messageId: string; message: string };

export function updateGroupPost({ messageId, message }: UpdateGroupPostInput) {
  return callApi(endpoints.groups.updatePost, groupMessageSchema, { params: { id: messageId }, json: { message } });
}

type Context = { previous: { message: string; hashtags: string[] } | undefined };

/** Shows the new words at once; the saved message settles them, a failure puts the old words back. */
export function useUpdateGroupPost({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateGroupPost, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateGroupPost,
    onMutate: async ({ groupId, messageId, message }): Promise<Context> => {
      const { queryKey } = groupDetailQueryOptions(groupId);
      await queryClient.cancelQueries({ queryKey });
      const before = findMessage(queryClient.getQueryData(queryKey), messageId);
      if (!before) return { previous: undefined };
      setGroupDetail(queryClient, groupId, (data) => replaceMessageText(data, messageId, { message, hashtags: extractHashtags(message) }));
      return { previous: { message: before.message, hashtags: before.hashtags } };
    },
    onError: (...args) => {
      const [error, { groupId, messageId }, context] = args;
      const previous = context?.previous;
      if (previous) setGroupDetail(queryClient, groupId, (data) => replaceMessageText(data, messageId, previous));
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      const [saved] = args;
      setGroupDetail(queryClient, saved.groupId, (data) => replaceMessageText(data, saved.id, saved));
      toast.success(GROUP_POST_UPDATED);
      return onSuccess?.(...args);
    },
  });
}
