/* The query keys of the messaging area, in one place for the queries and the cache patches. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  totalUnread: ['messaging', 'total-unread'] as const,
  messages: (conversationId: string) => ['messaging', 'messages', conversationId] as const,
};
