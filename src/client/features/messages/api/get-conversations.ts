import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { conversationListSchema } from '../../../../contract/messaging.ts';
import { callApi } from '../../../lib/api-client.ts';
import { messagingKeys } from './keys.ts';

export const CONVERSATIONS_PAGE_SIZE = 20;

export function getConversations(cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.messaging.conversations, conversationListSchema, {
    searchParams: { cursor, take: CONVERSATIONS_PAGE_SIZE },
    signal,
  });
}

/** The inbox: my conversations, latest activity first, cursor-paged. */
export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagingKeys.conversations(),
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
