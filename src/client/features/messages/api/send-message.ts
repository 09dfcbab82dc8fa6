import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { useMemo } from 'react';
import { chatMessageSchema, newMessageBodySchema, type NewMessageBody } from '../../../../contract/messaging.ts';
import type { UserSummary } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { optimisticIdOf } from '../../../lib/optimistic-id.ts';
import { enqueueRequest, queuedRequest, useOutboxRequests } from '../../../lib/outbox.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import type { ChatItem } from './get-messages.ts';
import { confirmLocal, moveToTop, putLocal, setLocalStatus } from './message-cache.ts';

export function sendMessage(body: NewMessageBody) {
  return callApi(endpoints.messaging.sendMessage, chatMessageSchema, { json: body });
}

/** Offline, the message waits in the outbox (lib/outbox.ts) and is sent, once, when the browser is back online. */
export function queueMessage(body: NewMessageBody) {
  return enqueueRequest(queuedRequest('message', endpoints.messaging.sendMessage, body));
}

/** My messages of `conversationId` waiting in the outbox, as the thread shows them meanwhile. */
export function useQueuedMessages(conversationId: string, sender: UserSummary): ChatItem[] {
  const queued = useOutboxRequests();
  return useMemo(
    () =>
      queued.flatMap((request) => {
        const parsed = request.kind === 'message' ? newMessageBodySchema.safeParse(request.json) : undefined;
        if (!parsed?.success || parsed.data.conversationId !== conversationId) return [];
        const local = { clientId: optimisticIdOf(request.id), status: request.failure ? 'failed' : 'queued', queuedId: request.id } as const;
        return [{ id: local.clientId, conversationId, body: parsed.data.body, sender, createdAt: request.createdAt, local }];
      }),
    [queued, conversationId, sender],
  );
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
