import { useEffect, useRef, useState, type RefObject } from 'react';

type LoadMoreOptions = {
  /** The scrolling element the trigger sits in; the viewport by default. */
  root?: RefObject<Element | null>;
  /** How far ahead of view the next page is asked for, in px. */
  ahead?: number;
};

/**
 * Infinite scroll: calls `loadMore` when the element given the returned ref comes within
 * `ahead` px of view, while `enabled` (pass "has more and is not loading now", so it asks
 * again if the trigger is still in view after a page arrives). Without IntersectionObserver
 * nothing happens, and the caller's "load more" button does the job.
 */
export function useLoadMore<T extends Element>(loadMore: () => void, enabled: boolean, { root, ahead = 400 }: LoadMoreOptions = {}): (node: T | null) => void {
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
      { root: root?.current ?? null, rootMargin: `${ahead}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, root, ahead]);
  return setNode;
}
