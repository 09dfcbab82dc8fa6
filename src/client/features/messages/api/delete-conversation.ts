import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { messagingKeys } from './keys.ts';
import { removeFromInbox, restoreInbox } from './message-cache.ts';

/** Hides the conversation for me only; a new message brings it back. */
export function deleteConversation(conversationId: string) {
  return callApi(endpoints.messaging.deleteConversation, deletedSchema, { params: { conversationId } });
}

type Context = { snapshot: ReturnType<typeof removeFromInbox>; fetchAgain: () => void };

export function useDeleteConversation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteConversation, Context> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteConversation,
    onMutate: (conversationId): Context => {
      const fetchAgain = stopFetchesUnder(queryClient, messagingKeys.conversations(), messagingKeys.totalUnread());
      return { snapshot: removeFromInbox(queryClient, conversationId), fetchAgain };
    },
    onError: (...args) => {
      const [error, , context] = args;
      if (context) {
        restoreInbox(queryClient, context.snapshot);
        context.fetchAgain();
      }
      toastFailure(error);
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: messagingKeys.messages(args[1]) });
      args[2].fetchAgain();
      return onSuccess?.(...args);
    },
  });
}
