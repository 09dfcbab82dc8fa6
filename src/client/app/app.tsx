import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { OfflineBanner } from '../components/ui/offline-banner.tsx';
import { HydrationGate } from './hydration-gate.tsx';
import type { AppRuntime } from './runtime.ts';
import { ThemeSync } from './theme-sync.tsx';

// sonner loads beside the app, not before it; toasts raised meanwhile are replayed on mount.
const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

export function App({ runtime }: { runtime: Pick<AppRuntime, 'queryClient' | 'router'> & Partial<Pick<AppRuntime, 'cacheRestored'>> }) {
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <ThemeSync />
      <HydrationGate cacheRestored={runtime.cacheRestored}>
        <RouterProvider router={runtime.router} />
      </HydrationGate>
      <OfflineBanner />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
