import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { MESSAGES_PER_PAGE_DEFAULT, messagePageSchema, type Message } from '../../../../contract/messaging.ts';
import { callApi } from '../../../lib/api-client.ts';
import { messagingKeys } from './keys.ts';
import { localItemsOf, markLocallyRead } from './message-cache.ts';

/** A message I wrote that the server has not confirmed yet (sending, or failed). */
/** 'queued': waiting in the outbox (written offline), whose request is `queuedId`. */
export type LocalState = { clientId: string; status: 'pending' | 'failed' | 'queued'; queuedId?: string };
export type ChatItem = Message & { local?: LocalState };
export type ChatPage = { items: ChatItem[]; hasMore: boolean };
export type ChatPages = InfiniteData<ChatPage, string | undefined>;

/** A page, oldest first: the newest messages, or those just before `oldestMessageId`. The server marks the conversation read. */
export function getMessages(conversationId: string, oldestMessageId: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.messaging.messages, messagePageSchema, {
    params: { conversationId },
    searchParams: { oldestMessageId, messagesPerPage: MESSAGES_PER_PAGE_DEFAULT },
    signal,
  });
}

/**
 * pages[0] is the newest page; each next page is older. Refetching the newest page keeps
 * my unconfirmed messages at its end, so a refetch never drops a pending or failed one.
 */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: async ({ pageParam, signal, client }): Promise<ChatPage> => {
      const page = await getMessages(conversationId, pageParam, signal);
      markLocallyRead(client, conversationId);
      if (pageParam !== undefined) return page;
      const local = localItemsOf(client, conversationId).filter((item) => !page.items.some((message) => message.id === item.id));
      return { ...page, items: [...page.items, ...local] };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.items.find((item) => !item.local)?.id : undefined),
  });

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
