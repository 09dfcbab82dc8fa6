import type { RouterHistory } from '@tanstack/react-router';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { handleSessionExpiry } from './session-expiry.ts';

/** The query client and router, wired to the session-expiry flow (main.tsx and the tests). */
export function createAppRuntime(options: { history?: RouterHistory; retry?: boolean } = {}) {
  const queryClient = createQueryClient({ retry: options.retry });
  const router = createAppRouter(queryClient, options.history);
  const dispose = handleSessionExpiry(router, queryClient);
  return { queryClient, router, dispose };
}

export type AppRuntime = ReturnType<typeof createAppRuntime>;
