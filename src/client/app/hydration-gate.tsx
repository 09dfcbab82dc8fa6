/*
 * Nothing renders until the persisted store is back from IndexedDB, or until
 * RESTORE_TIMEOUT_MS pass (a stuck IndexedDB must not lock anyone out).
 */
import { useSyncExternalStore, type ReactNode } from 'react';
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

export function HydrationGate({ children }: { children: ReactNode }) {
  const restored = useSyncExternalStore(subscribe, isRestored, () => false);
  return restored ? children : <FullScreenSpinner />;
}
