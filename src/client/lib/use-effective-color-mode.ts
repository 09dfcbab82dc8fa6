import { useSyncExternalStore } from 'react';
import { useSessionStore } from '../stores/session-store.ts';
import type { EffectiveMode } from './theme-colors.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** light or dark: the stored colour mode, with "system" following prefers-color-scheme. */
export function useEffectiveColorMode(): EffectiveMode {
  const colorMode = useSessionStore((state) => state.colorMode);
  const systemDark = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
  if (colorMode === 'system') return systemDark ? 'dark' : 'light';
  return colorMode;
}
