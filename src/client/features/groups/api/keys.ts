/* The groups area's query keys, for the queries, the cache edits and the socket handlers alike. */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  details: () => [...groupKeys.all, 'detail'] as const,
  detail: (groupId: string) => [...groupKeys.details(), groupId] as const,
  invites: () => [...groupKeys.all, 'invites'] as const,
  /** Invites a group has sent that still wait for an answer (owners and admins). */
  groupInvites: (groupId: string) => [...groupKeys.all, 'group-invites', groupId] as const,
  searchUser: (query: string) => [...groupKeys.all, 'search-user', query] as const,
  topics: () => [...groupKeys.all, 'topics'] as const,
};
