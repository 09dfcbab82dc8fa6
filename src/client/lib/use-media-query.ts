import { useCallback, useSyncExternalStore } from 'react';

/** The layout's `md` breakpoint (Tailwind's 48rem): the sidebar and side-by-side layouts from here on. */
export const WIDE_QUERY = '(min-width: 48rem)';

/** Whether the media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
