/* The messaging area's query keys, for the queries, the cache edits and the socket handlers alike. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  totalUnread: () => [...messagingKeys.all, 'total-unread'] as const,
  messages: (conversationId: string) => [...messagingKeys.all, 'messages', conversationId] as const,
};
