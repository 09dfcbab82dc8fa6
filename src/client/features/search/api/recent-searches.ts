/*
 * Recent searches, kept on this device (IndexedDB), not on the server: the last few queries
 * the user committed (Enter, or a result opened), newest first, per user.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { readIdbValue, removeIdbValue, writeIdbValue } from '../../../lib/idb-storage.ts';
import { useMe } from '../../../lib/me-context.ts';
import { searchKeys } from './keys.ts';

export const RECENT_SEARCHES_MAX = 8;

// An older build may have written something else under the key: that reads as none.
const storedSchema = z.array(z.string()).catch([]);

export const recentSearchesStorageKey = (userId: string) => `campus:recent-searches:${userId}`;

/** `list` with `q` put first, an earlier copy of it (in any case) dropped, cut to the last few. */
export function withRecentSearch(list: readonly string[], q: string): string[] {
  const query = q.trim();
  if (!query) return [...list];
  const folded = query.toLowerCase();
  return [query, ...list.filter((item) => item.toLowerCase() !== folded)].slice(0, RECENT_SEARCHES_MAX);
}

async function readRecentSearches(userId: string): Promise<string[]> {
  return storedSchema.parse(await readIdbValue(recentSearchesStorageKey(userId)));
}

export const recentSearchesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: searchKeys.recent(userId), queryFn: () => readRecentSearches(userId), staleTime: Infinity });

export function useRecentSearches() {
  return useQuery(recentSearchesQueryOptions(useMe().id));
}

/** Puts a query first in the recent searches. */
export function useRememberSearch() {
  const queryClient = useQueryClient();
  const userId = useMe().id;
  return useMutation({
    mutationFn: async (q: string) => {
      const key = searchKeys.recent(userId);
      const next = withRecentSearch(queryClient.getQueryData(key) ?? (await readRecentSearches(userId)), q);
      queryClient.setQueryData(key, next);
      await writeIdbValue(recentSearchesStorageKey(userId), next);
    },
  });
}

export function useClearRecentSearches() {
  const queryClient = useQueryClient();
  const userId = useMe().id;
  return useMutation({
    mutationFn: () => removeIdbValue(recentSearchesStorageKey(userId)),
    onMutate: () => {
      const key = searchKeys.recent(userId);
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, []);
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(searchKeys.recent(userId), context?.previous),
  });
}
