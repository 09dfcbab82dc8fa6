/*
 * The end of a long list: loads the next page when it scrolls into view, and offers a
 * "Load more" button for keyboards (and browsers without IntersectionObserver).
 */
import { useEffect, useRef } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

type LoadMoreProps = { hasMore: boolean; loading: boolean; onLoadMore: () => void; label?: string };

export function LoadMore({ hasMore, loading, onLoadMore, label = 'Load more' }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-4">
      {loading ? <Spinner className="size-6" label="Loading more" /> : <Button variant="secondary" onClick={onLoadMore}>{label}</Button>}
    </div>
  );
}
