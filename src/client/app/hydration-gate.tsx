/*
 * Nothing renders until the persisted store and the persisted query cache are back from
 * IndexedDB, or until RESTORE_TIMEOUT_MS pass (a stuck IndexedDB must not lock anyone out).
 * Route loaders run only after it, so offline they find the restored data.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner.tsx';
import { RESTORE_TIMEOUT_MS, useSessionStore } from '../stores/session-store.ts';

let timedOut = false;

function subscribe(onChange: () => void): () => void {
  const stop = useSessionStore.persist.onFinishHydration(onChange);
  const timer = setTimeout(() => {
    timedOut = true;
    onChange();
  }, RESTORE_TIMEOUT_MS);
  return () => {
    stop();
    clearTimeout(timer);
  };
}

const isRestored = () => timedOut || useSessionStore.persist.hasHydrated();

export function HydrationGate({ children, cacheRestored }: { children: ReactNode; cacheRestored?: Promise<unknown> }) {
  const restored = useSyncExternalStore(subscribe, isRestored, () => false);
  const [cacheReady, setCacheReady] = useState(cacheRestored === undefined);
  useEffect(() => {
    let live = true;
    void cacheRestored?.then(() => live && setCacheReady(true));
    return () => {
      live = false;
    };
  }, [cacheRestored]);
  return restored && (cacheReady || timedOut) ? children : <FullScreenSpinner />;
}
