/*
 * The query keys for people (profiles and the people search). They live below the
 * features because more than one area touches them: the profile pages read them and the
 * groups' collaboration toggle refreshes a profile.
 */
export type UserSearch = { q?: string; institutionId?: number };

export const userKeys = {
  profile: (userId: string) => ['users', 'profile', userId] as const,
  search: (search: UserSearch) => ['users', 'search', search] as const,
};
