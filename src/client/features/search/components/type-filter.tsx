import { Link } from '@tanstack/react-router';
import type { SearchResult, SearchType } from '../../../../contract/search.ts';
import { searchTypeInfo, searchTypeOrder, totalCount } from '../lib/search-types.ts';

const chipClass =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border border-line bg-surface px-4 text-sm font-semibold whitespace-nowrap text-fg hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary';

// The router marks the chip whose kind is the address's (aria-current); an absent kind counts as one.
function Chip({ q, type, label, count }: { q: string; type?: SearchType; label: string; count: number }) {
  return (
    <li>
      <Link to="/search" search={{ q, type }} replace activeOptions={{ explicitUndefined: true }} className={chipClass}>
        {label} <span className="font-normal">{count}</span>
      </Link>
    </li>
  );
}

/** All, or one kind: a link each (the choice lives in the address), with its count; kinds with no match are left out. */
export function TypeFilter({ q, type, counts }: { q: string; type?: SearchType; counts: NonNullable<SearchResult['counts']> }) {
  const shown = searchTypeOrder.filter((kind) => kind === type || counts[kind] > 0);
  return (
    <nav aria-label="Kinds of result" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 pb-1">
        <Chip q={q} label="All" count={totalCount(counts)} />
        {shown.map((kind) => (
          <Chip key={kind} q={q} type={kind} label={searchTypeInfo[kind].many} count={counts[kind]} />
        ))}
      </ul>
    </nav>
  );
}
