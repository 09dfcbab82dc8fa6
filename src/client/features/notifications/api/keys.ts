/* The notifications area's query keys, for the queries, the cache edits and the socket handlers alike. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
