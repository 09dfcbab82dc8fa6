import { useEffect, useRef, useState } from 'react';

/**
 * Calls `loadMore` when the element given the returned ref scrolls into view (a little
 * before, so the next page is ready). Where IntersectionObserver is missing, the
 * caller's "load more" button remains.
 */
export function useLoadMore<T extends Element>(loadMore: () => void, enabled: boolean): (node: T | null) => void {
  const [node, setNode] = useState<T | null>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);
  return setNode;
}
