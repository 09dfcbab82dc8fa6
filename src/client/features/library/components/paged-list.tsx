import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

type PagedListProps<T extends { id: string }> = {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; nextCursor: string | null }>>;
  /** The list's accessible name, and what "Load more …" and the messages talk about ("questions"). */
  label: string;
  noun: string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
};

/** A library list: loading, failure with a retry, empty, or the items with "load more" as the reader scrolls. */
export function PagedList<T extends { id: string }>({ query, label, noun, empty, renderItem }: PagedListProps<T>) {
  if (query.isPending) return <div className="flex justify-center py-10"><Spinner className="size-8" label={`Loading ${noun}`} /></div>;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center">
        <p className="text-muted">The {noun} could not be loaded.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <div className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">{empty}</div>;
  return (
    <>
      <ul aria-label={label} aria-busy={query.isPlaceholderData || undefined} className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} label={`Load more ${noun}`} />
    </>
  );
}
