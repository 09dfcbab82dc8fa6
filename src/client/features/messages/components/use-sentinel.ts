import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls into view inside `root` (or the
 * viewport): the trigger of "load more". Without IntersectionObserver nothing happens and
 * the visible button fallback does the job.
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean, root?: RefObject<Element | null>) {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { root: root?.current ?? null, rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, root]);
  return ref;
}
