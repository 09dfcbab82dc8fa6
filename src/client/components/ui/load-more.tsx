/*
 * The end of a long list: loads the next page when it scrolls into view, and offers a
 * "Load more" button for keyboards (and browsers without IntersectionObserver).
 */
import { useLoadMore } from '../../lib/use-load-more.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

type LoadMoreProps = { hasMore: boolean; loading: boolean; onLoadMore: () => void; label?: string };

export function LoadMore({ hasMore, loading, onLoadMore, label = 'Load more' }: LoadMoreProps) {
  const trigger = useLoadMore<HTMLDivElement>(onLoadMore, hasMore && !loading);
  if (!hasMore) return null;
  return (
    <div ref={trigger} className="flex justify-center py-4">
      {loading ? <Spinner className="size-6" label="Loading more" /> : <Button variant="secondary" onClick={onLoadMore}>{label}</Button>}
    </div>
  );
}
