/*
 * Edits to the library's paged lists ({ items, nextCursor } pages under one key prefix):
 * take an item out or patch it wherever it is listed, and put every list back when an
 * optimistic change fails.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

type Page<T> = { items: T[]; nextCursor: string | null };
type Pages<T> = InfiniteData<Page<T>, string | undefined>;
export type ListSnapshot = [QueryKey, unknown][];

const isPages = (data: unknown): data is Pages<{ id: string }> => typeof data === 'object' && data !== null && 'pages' in data;

function mapLists<T extends { id: string }>(queryClient: QueryClient, prefix: QueryKey, map: (items: T[]) => T[]): void {
  for (const [key, data] of queryClient.getQueriesData<Pages<T>>({ queryKey: prefix })) {
    if (!isPages(data)) continue;
    queryClient.setQueryData<Pages<T>>(key, { ...data, pages: data.pages.map((page) => ({ ...page, items: map(page.items) })) });
  }
}

export function snapshotLists(queryClient: QueryClient, prefix: QueryKey): ListSnapshot {
  return queryClient.getQueriesData({ queryKey: prefix });
}

export function restoreLists(queryClient: QueryClient, snapshot: ListSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

export function removeFromLists(queryClient: QueryClient, prefix: QueryKey, id: string): void {
  mapLists<{ id: string }>(queryClient, prefix, (items) => items.filter((item) => item.id !== id));
}

export function patchInLists<T extends { id: string }>(queryClient: QueryClient, prefix: QueryKey, id: string, patch: (item: T) => T): void {
  mapLists<T>(queryClient, prefix, (items) => items.map((item) => (item.id === id ? patch(item) : item)));
}
