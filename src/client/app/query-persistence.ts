/*
 * The React Query cache kept in IndexedDB (through lib/idb-storage.ts), so that a reload with
 * no signal shows what the student last saw. Written at most once a second, dropped after
 * 7 days or when a new build (its own chunk's hashed name) could read it differently, and
 * only the queries worth keeping: the first page of each list, notes, study sets and their
 * cards, conversations and their last messages, outlines, tasks and the library pages opened.
 */
import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { readIdbValue, removeIdbValue, writeIdbValue } from '../lib/idb-storage.ts';

export const QUERY_CACHE_KEY = 'query-cache';
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const THROTTLE_MS = 1000;

/** The built chunk's name carries its content hash: a new build throws the old cache away. */
export const BUILD_ID = new URL(import.meta.url).pathname;

// Not 'auth': the session is checked with the server on every page load (routes/_authed.tsx).
const KEPT_ROOTS = new Set(['posts', 'notifications', 'messaging', 'notes', 'study', 'outlines', 'tasks', 'library', 'files', 'groups', 'users']);

/** Live answers (search, a practice exam under way) are not worth keeping; finished practices and their results are. */
export function worthKeeping(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [root, area] = query.queryKey;
  if (query.state.status !== 'success' || typeof root !== 'string' || !KEPT_ROOTS.has(root)) return false;
  return !(root === 'library' && area === 'practice' && query.queryKey[2] === 'detail');
}

function isInfinite(data: unknown): data is InfiniteData<unknown, unknown> {
  return typeof data === 'object' && data !== null && Array.isArray((data as InfiniteData<unknown>).pages) && Array.isArray((data as InfiniteData<unknown>).pageParams);
}

/** Keeps only each list's first page: what a reload shows first, at a fraction of the bytes. */
function firstPagesOnly(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => {
    const { data } = query.state;
    if (!isInfinite(data) || data.pages.length <= 1) return query;
    return { ...query, state: { ...query.state, data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } } };
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}

function isPersistedClient(value: unknown): value is PersistedClient {
  return typeof value === 'object' && value !== null && 'clientState' in value && 'timestamp' in value && 'buster' in value;
}

/** A persister over IndexedDB whose writes wait THROTTLE_MS and keep only the newest state. */
export function createIdbPersister(key = QUERY_CACHE_KEY): Persister {
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (client) writeIdbValue(key, firstPagesOnly(client)).catch((error: unknown) => console.warn('[query-cache] not saved', error));
  };
  // A reload or a closed tab must not lose the last second's changes.
  const flushNow = () => {
    clearTimeout(timer);
    write();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushNow);
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(write, THROTTLE_MS);
    },
    restoreClient: async () => {
      const stored = await readIdbValue(key).catch(() => undefined);
      return isPersistedClient(stored) ? stored : undefined;
    },
    removeClient: async () => {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      await removeIdbValue(key);
    },
  };
}

/** Restores the saved cache into `queryClient` and keeps saving it; answers the restore and the stop. */
export function persistQueryCache(queryClient: QueryClient, persister = createIdbPersister()): { restored: Promise<void>; stop: () => void } {
  const [stop, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: BUILD_ID,
    dehydrateOptions: { shouldDehydrateQuery: worthKeeping, shouldDehydrateMutation: () => false },
  });
  // What was restored shows at once, and is asked for again wherever it is shown (once online).
  const settled = restored.catch(() => undefined).then(() => queryClient.invalidateQueries({ refetchType: 'none' }));
  return { restored: settled, stop };
}
