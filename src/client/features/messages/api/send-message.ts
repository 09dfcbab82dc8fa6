import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatMessageSchema, type NewMessageBody } from '../../../../contract/messaging.ts';
import type { UserSummary } from '../../../../contract/users.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { confirmLocal, moveToTop, putLocal, setLocalStatus } from './message-cache.ts';

export function sendMessage(body: NewMessageBody) {
  return apiClient.post('/messaging/conversation/newMessage', chatMessageSchema, { json: body });
}

/** What the composer sends: the text, and the id of its local copy (kept across retries). */
export type OutgoingMessage = NewMessageBody & { clientId: string; sender: UserSummary; createdAt: string };

function send({ conversationId, body }: OutgoingMessage) {
  return sendMessage({ conversationId, body });
}

/**
 * The message shows at once as pending; the server's copy replaces it, or it stays with
 * a failed state the user can retry. Failures show inline, not as a toast.
 */
export function useSendMessage({ mutationConfig }: { mutationConfig?: MutationConfig<typeof send> } = {}) {
  const queryClient = useQueryClient();
  const { onMutate, onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: send,
    onMutate: (outgoing, context) => {
      const { clientId, conversationId, body, sender, createdAt } = outgoing;
      putLocal(queryClient, { id: clientId, conversationId, body, sender, createdAt, local: { clientId, status: 'pending' } });
      return onMutate?.(outgoing, context);
    },
    onSuccess: (...args) => {
      const [message, outgoing] = args;
      confirmLocal(queryClient, outgoing.clientId, message);
      moveToTop(queryClient, message);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [, outgoing] = args;
      setLocalStatus(queryClient, outgoing.conversationId, outgoing.clientId, 'failed');
      return onError?.(...args);
    },
  });
}
