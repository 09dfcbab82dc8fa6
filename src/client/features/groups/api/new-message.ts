import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupMessageSchema, type GroupMessage, type NewGroupMessageBody } from '../../../../contract/groups.ts';
import { extractHashtags } from '../../../../contract/hashtags.ts';
import type { UserSummary } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { optimisticId } from '../../../lib/optimistic-id.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupDetail } from '../lib/cache-actions.ts';
import { prependMessage, removeMessage } from '../lib/cache.ts';

export function newMessage(body: NewGroupMessageBody) {
  return callApi(endpoints.groups.newMessage, groupMessageSchema, { json: body });
}

type Snapshot = { tempId: string };

/**
 * Shows the message at the top at once, then swaps in the server's copy (which the socket
 * may already have delivered). A failure takes it out again and is only logged.
 */
export function useNewMessage({ author, mutationConfig }: { author: UserSummary; mutationConfig?: MutationConfig<typeof newMessage, Snapshot> }) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: newMessage,
    onMutate: ({ groupId, message }) => {
      const tempId = optimisticId();
      const at = new Date().toISOString();
      const optimistic: GroupMessage = {
        id: tempId,
        groupId,
        author,
        message: message.trim(),
        hashtags: extractHashtags(message),
        shareCount: 0,
        shareHash: '',
        createdAt: at,
        updatedAt: at,
        comments: [],
        likes: [],
      };
      setGroupDetail(queryClient, groupId, (data) => prependMessage(data, optimistic));
      return { tempId };
    },
    onSuccess: (...args) => {
      const [created, { groupId }, snapshot] = args;
      setGroupDetail(queryClient, groupId, (data) => prependMessage(removeMessage(data, snapshot.tempId), created));
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, { groupId }, snapshot] = args;
      if (snapshot) setGroupDetail(queryClient, groupId, (data) => removeMessage(data, snapshot.tempId));
      console.error('[groups] sending a message failed', error);
      return onError?.(...args);
    },
  });
}
