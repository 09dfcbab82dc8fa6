import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { markReadResponseSchema } from '../../../../contract/messaging.ts';
import { callApi } from '../../../lib/api-client.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import { messagingKeys } from './keys.ts';
import { markLocallyRead } from './message-cache.ts';

export function markConversationRead(conversationId: string) {
  return callApi(endpoints.messaging.markRead, markReadResponseSchema, { params: { conversationId } });
}

/**
 * Tells the server I have read the conversation I am looking at (messages that came in
 * while it was open, or while its cached thread was shown). Reads at once here; a
 * failure is only logged, and the next fetch of the total corrects the badge.
 */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: (conversationId) => {
      const fetchAgain = stopFetchesUnder(queryClient, messagingKeys.totalUnread(), messagingKeys.conversations());
      markLocallyRead(queryClient, conversationId);
      return { fetchAgain };
    },
    onError: (error, _conversationId, context) => {
      context?.fetchAgain();
      console.error('[messages] marking as read failed', error);
    },
    onSuccess: (_answer, _conversationId, context) => context.fetchAgain(),
  });
}
