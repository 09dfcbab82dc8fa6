import type { ReactNode } from 'react';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { LoadFailed, LoadingBlock } from '../../../components/ui/load-states.tsx';
import type { SearchType } from '../../../../contract/search.ts';
import { useSearchResults } from '../api/get-search-results.ts';
import { useRememberSearch } from '../api/recent-searches.ts';
import { searchTypeInfo, totalCount } from '../lib/search-types.ts';
import { SearchResults } from './search-results.tsx';
import { TypeFilter } from './type-filter.tsx';

function countLine(count: number, q: string, type?: SearchType): string {
  const kind = type ? ` (${searchTypeInfo[type].many.toLowerCase()})` : '';
  return `${count} ${count === 1 ? 'result' : 'results'}${kind} for “${q}”`;
}

function NothingFound({ q, type }: { q: string; type?: SearchType }) {
  return (
    <div className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
      <p className="font-semibold wrap-anywhere text-fg">Nothing found for “{q}”.</p>
      <p>{type ? 'Try another kind of result, or check the spelling.' : 'Check the spelling, or try fewer or shorter words.'}</p>
    </div>
  );
}

/** What `q` finds: the kinds with their counts, then the results, loading more on scroll. */
export function SearchAnswer({ q, type }: { q: string; type?: SearchType }) {
  const results = useSearchResults({ q, type });
  const remember = useRememberSearch();

  if (results.isPending) return <LoadingBlock label="Searching" />;
  if (results.isError) return <LoadFailed message="The search could not be done." onRetry={() => void results.refetch()} />;

  const [first] = results.data.pages;
  const counts = first?.counts ?? null;
  const hits = results.data.pages.flatMap((page) => page.items);
  const count = counts ? (type ? counts[type] : totalCount(counts)) : hits.length;
  // The last answer stays on screen while this one loads (placeholder), dimmed and not counted.
  const waiting = results.isPlaceholderData;
  let found: ReactNode = <NothingFound q={q} type={type} />;
  if (hits.length > 0) found = <SearchResults hits={hits} q={q} type={type} counts={counts} busy={waiting} onOpen={() => remember.mutate(q)} />;
  else if (waiting) found = <LoadingBlock label="Searching" />;
  return (
    <div className="flex flex-col gap-4">
      {counts ? <TypeFilter q={q} type={type} counts={counts} /> : null}
      <p role="status" className="text-sm wrap-anywhere text-muted">{waiting ? 'Searching…' : countLine(count, q, type)}</p>
      {found}
      <LoadMore hasMore={results.hasNextPage} loading={results.isFetchingNextPage} onLoadMore={() => void results.fetchNextPage()} label="Load more results" />
    </div>
  );
}
