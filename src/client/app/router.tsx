import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { isLowDataNow } from '../lib/use-low-data.ts';
import { routeTree } from '../route-tree.gen.ts';
import { RouteError } from './route-error.tsx';
import { RoutePending } from './route-pending.tsx';
import { NotFound } from './not-found.tsx';

export type RouterContext = { queryClient: QueryClient };

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query decides freshness; the router must not cache loader results on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Inside the layout: the navigation stays usable while a page's data loads (or cannot, offline).
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 400,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
  // No preloading on hover or touch in low-data mode. Links read `defaultPreload` when they render,
  // so the mode (which can change at any time) is checked when the preload would start instead.
  const preloadRoute = router.preloadRoute;
  router.preloadRoute = (options) => (isLowDataNow() ? Promise.resolve(undefined) : preloadRoute(options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
