import { Link } from '@tanstack/react-router';
import { ClockIcon } from '../../../components/ui/icons.tsx';
import { useClearRecentSearches, useRecentSearches } from '../api/recent-searches.ts';
import { searchTypeInfo, searchTypeOrder } from '../lib/search-types.ts';

const EXAMPLES = ['Carlill', 'consideration', 'habeas corpus', 'Akoto'];

const pillClass =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-fg hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text';

function RecentSearches() {
  const recent = useRecentSearches();
  const clear = useClearRecentSearches();
  const items = recent.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-searches" className="px-3 text-sm font-semibold tracking-wide whitespace-nowrap text-muted uppercase">Recent searches</h2>
        <button
          type="button"
          onClick={() => clear.mutate()}
          aria-label="Clear recent searches"
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
        >
          Clear
        </button>
      </div>
      <ul aria-label="Recent searches" className="flex flex-col">
        {items.map((q) => (
          <li key={q}>
            <Link
              to="/search"
              search={{ q }}
              replace
              className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-fg hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
            >
              <ClockIcon className="size-5 shrink-0 text-muted" />
              <span className="min-w-0 truncate">{q}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Before any words: the recent searches, and what can be searched, with a few examples to try. */
export function SearchStart() {
  const kinds = searchTypeOrder.map((kind) => searchTypeInfo[kind].many.toLowerCase());
  return (
    <div className="flex flex-col gap-6">
      <RecentSearches />
      <section aria-labelledby="search-suggestions" className="flex flex-col gap-3 rounded-2xl border border-dashed border-line p-5">
        <h2 id="search-suggestions" className="font-semibold text-fg">Search everything you can see on Campus</h2>
        <p className="text-muted">
          Find {kinds.slice(0, -1).join(', ')} and {kinds.at(-1)}: by a word in the title or the text, or the start of one.
        </p>
        <ul aria-label="Examples to try" className="flex flex-wrap gap-2">
          {EXAMPLES.map((q) => (
            <li key={q}>
              <Link to="/search" search={{ q }} replace className={pillClass}>
                {q}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
