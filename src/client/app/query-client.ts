import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import { QUERY_CACHE_MAX_AGE_MS } from './query-persistence.ts';

/** A 4xx will not change by asking again; anything else gets one more try. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Kept as long as the persisted copy (query-persistence.ts), or restored data would be dropped unseen.
      queries: { staleTime: 30_000, gcTime: QUERY_CACHE_MAX_AGE_MS, retry: options.retry === false ? false : shouldRetry },
      // A write never waits paused for onlineManager: offline it fails at once, and the features
      // that work offline hand it to the outbox (lib/outbox.ts) instead.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
