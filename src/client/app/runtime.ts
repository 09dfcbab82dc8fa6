import { onlineManager } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { persistQueryCache } from './query-persistence.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { handleSessionExpiry } from './session-expiry.ts';

/**
 * The query client and router, wired to the session-expiry flow (main.tsx and the tests);
 * with `persist`, the query cache is restored from IndexedDB and kept there.
 */
export function createAppRuntime(options: { history?: RouterHistory; retry?: boolean; persist?: boolean } = {}) {
  // After a reload offline, queries wait (paused) for the network instead of failing.
  onlineManager.setOnline(navigator.onLine !== false);
  const queryClient = createQueryClient({ retry: options.retry });
  const router = createAppRouter(queryClient, options.history);
  const stopExpiry = handleSessionExpiry(router, queryClient);
  const persistence = options.persist ? persistQueryCache(queryClient) : undefined;
  const dispose = () => {
    stopExpiry();
    persistence?.stop();
  };
  return { queryClient, router, dispose, cacheRestored: persistence?.restored };
}

export type AppRuntime = ReturnType<typeof createAppRuntime>;
