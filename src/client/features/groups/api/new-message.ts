import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpoints } from '../../../../contract/endpoints.ts';
import { groupMessageSchema, newGroupMessageBodySchema, type GroupMessage, type NewGroupMessageBody } from '../../../../contract/groups.ts';
import { extractHashtags } from '../../../../contract/hashtags.ts';
import { userSummarySchema, type UserSummary } from '../../../../contract/users.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/me-context.ts';
import { optimisticId, optimisticIdOf } from '../../../lib/optimistic-id.ts';
import { enqueueRequest, queuedRequest, useOutboxRequests } from '../../../lib/outbox.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import type { MutationConfig } from '../../../lib/react-query.ts';
import { setGroupDetail } from '../lib/cache-actions.ts';
import { prependMessage, removeMessage } from '../lib/cache.ts';
import { groupKeys } from './keys.ts';

export function newMessage(body: NewGroupMessageBody) {
  return callApi(endpoints.groups.newMessage, groupMessageSchema, { json: body });
}

/** What a message looks like before the server has it: `id` is a stand-in's (lib/optimistic-id.ts). */
function standInMessage(author: UserSummary, groupId: string, message: string, id: string, at: string): GroupMessage {
  return {
    id,
    groupId,
    author,
    message,
    hashtags: extractHashtags(message),
    shareCount: 0,
    shareHash: '',
    createdAt: at,
    updatedAt: at,
    comments: [],
    likes: [],
  };
}

/** Offline, the message waits in the outbox (lib/outbox.ts) and is sent, once, when the browser is back online. */
export function queueGroupMessage(body: NewGroupMessageBody) {
  return enqueueRequest(queuedRequest('group-message', endpoints.groups.newMessage, body));
}

/** My messages to `groupId` waiting in the outbox (or refused), as its feed shows them meanwhile (newest first). */
export function useQueuedGroupMessages(groupId: string): { message: GroupMessage; failed: boolean }[] {
  const me = useMe();
  const queued = useOutboxRequests();
  return useMemo(() => {
    const author = userSummarySchema.parse(me);
    return queued
      .flatMap((request) => {
        const parsed = request.kind === 'group-message' ? newGroupMessageBodySchema.safeParse(request.json) : undefined;
        if (!parsed?.success || parsed.data.groupId !== groupId) return [];
        const message = standInMessage(author, groupId, parsed.data.message, optimisticIdOf(request.id), request.createdAt);
        return [{ message, failed: request.failure !== undefined }];
      })
      .reverse();
  }, [queued, groupId, me]);
}

type Snapshot = { tempId: string; fetchAgain: () => void };

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
    onMutate: ({ groupId, message }): Snapshot => {
      const fetchAgain = stopFetchesUnder(queryClient, groupKeys.detail(groupId));
      const tempId = optimisticId();
      const optimistic = standInMessage(author, groupId, message.trim(), tempId, new Date().toISOString());
      setGroupDetail(queryClient, groupId, (data) => prependMessage(data, optimistic));
      return { tempId, fetchAgain };
    },
    onSuccess: (...args) => {
      const [created, { groupId }, snapshot] = args;
      setGroupDetail(queryClient, groupId, (data) => prependMessage(removeMessage(data, snapshot.tempId), created));
      snapshot.fetchAgain();
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [error, { groupId }, snapshot] = args;
      if (snapshot) {
        setGroupDetail(queryClient, groupId, (data) => removeMessage(data, snapshot.tempId));
        snapshot.fetchAgain();
      }
      console.error('[groups] sending a message failed', error);
      return onError?.(...args);
    },
  });
}
