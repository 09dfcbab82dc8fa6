import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { chatMessageSchema, newMessageBodySchema, type NewMessageBody } from '../../../../contract/messaging.ts';
import type { UserSummary } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { optimisticIdOf } from '../../../lib/optimistic-id.ts';
import { enqueueRequest, queuedRequest, useOutboxRequests } from '../../../lib/outbox.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import type { ChatItem, ChatPages } from './get-messages.ts';
import { confirmLocal, moveToTop, putLocal, setLocalStatus } from './message-cache.ts';

export function sendMessage(body: NewMessageBody, idempotencyKey?: string) {
  return callApi(endpoints.messaging.sendMessage, chatMessageSchema, { json: body, idempotencyKey });
}

/** Offline, the message waits in the outbox (lib/outbox.ts) and is sent, once, when the browser is back online. */
export function queueMessage(body: NewMessageBody) {
  return enqueueRequest(queuedRequest('message', endpoints.messaging.sendMessage, body));
}

/**
 * My messages of `conversationId` waiting in the outbox, as the thread shows them meanwhile.
 * A send whose answer was lost may have been saved all the same, and the thread (`shown`) may
 * already have the server's copy, by socket or refetch, while the outbox waits to send it again
 * (its resend, with the same key, is answered as a replay and takes it out of the outbox). A
 * Message carries no client id or key, so its copy is known by its text, its sender (me) and a
 * time no earlier than the queueing; each saved message stands for one waiting copy at most.
 * The times come from two clocks: should mine run ahead of the server's, both copies show until
 * the resend, as before.
 */
export function useQueuedMessages(conversationId: string, sender: UserSummary, shown: Pick<ChatPages, 'pages'> | undefined): ChatItem[] {
  const queued = useOutboxRequests();
  return useMemo(() => {
    const saved = (shown?.pages ?? []).flatMap((page) => page.items).filter((item) => !item.local && item.sender.id === sender.id);
    const isSavedCopy = (body: string, queuedAt: string) => {
      const found = saved.findIndex((message) => message.body === body && Date.parse(message.createdAt) >= Date.parse(queuedAt));
      if (found !== -1) saved.splice(found, 1);
      return found !== -1;
    };
    return queued.flatMap((request) => {
      const parsed = request.kind === 'message' ? newMessageBodySchema.safeParse(request.json) : undefined;
      if (!parsed?.success || parsed.data.conversationId !== conversationId) return [];
      if (!request.failure && isSavedCopy(parsed.data.body, request.createdAt)) return [];
      const local = { clientId: optimisticIdOf(request.id), status: request.failure ? 'failed' : 'queued', queuedId: request.id } as const;
      return [{ id: local.clientId, conversationId, body: parsed.data.body, sender, createdAt: request.createdAt, local }];
    });
  }, [queued, conversationId, sender, shown]);
}

/**
 * What the composer sends: the text, and the id of its local copy (see newClientId), kept across
 * retries. It is also the message's Idempotency-Key: a Retry after an answer lost on the way
 * gets the first send's answer, and the message is sent once.
 */
export type OutgoingMessage = NewMessageBody & { clientId: string; sender: UserSummary; createdAt: string };

/** The client id of a message about to be sent: a stand-in id that no other message of mine will have. */
export const newClientId = () => optimisticIdOf(uuidv7());

function send({ conversationId, body, clientId }: OutgoingMessage) {
  return sendMessage({ conversationId, body }, clientId);
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
