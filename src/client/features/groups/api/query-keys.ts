/* One key factory for the groups area; queries, mutations and socket handlers all use it. */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => ['groups', 'list'] as const,
  details: () => ['groups', 'detail'] as const,
  detail: (groupId: string) => ['groups', 'detail', groupId] as const,
  invites: () => ['groups', 'invites'] as const,
  searchUser: (query: string) => ['groups', 'search-user', query] as const,
  topics: () => ['groups', 'topics'] as const,
};
