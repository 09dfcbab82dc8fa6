import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { messagingKeys } from './keys.ts';
import { removeFromInbox, restoreInbox } from './message-cache.ts';

/** Hides the conversation for me only; a new message brings it back. */
export function deleteConversation(conversationId: string) {
  return callApi(endpoints.messaging.deleteConversation, deletedSchema, { params: { conversationId } });
}

type Snapshot = ReturnType<typeof removeFromInbox>;

export function useDeleteConversation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteConversation, Snapshot> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteConversation,
    onMutate: async (conversationId) => {
      await queryClient.cancelQueries({ queryKey: messagingKeys.conversations() });
      return removeFromInbox(queryClient, conversationId);
    },
    onError: (...args) => {
      const [error, , snapshot] = args;
      if (snapshot) restoreInbox(queryClient, snapshot);
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: messagingKeys.messages(args[1]) });
      return onSuccess?.(...args);
    },
  });
}
