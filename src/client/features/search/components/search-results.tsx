import { Link } from '@tanstack/react-router';
import { useId, type KeyboardEvent } from 'react';
import type { SearchHit as Hit, SearchResult, SearchType } from '../../../../contract/search.ts';
import { moveResultFocus, SEARCH_RESULTS_ID } from '../lib/result-focus.ts';
import { searchTypeInfo } from '../lib/search-types.ts';
import { SearchHit } from './search-hit.tsx';

type Group = { type: SearchType; hits: Hit[] };

/** Hits by kind, the kinds in the order of their best hit. */
function groupByType(hits: Hit[]): Group[] {
  const groups = new Map<SearchType, Hit[]>();
  for (const hit of hits) groups.set(hit.type, [...(groups.get(hit.type) ?? []), hit]);
  return [...groups].map(([type, grouped]) => ({ type, hits: grouped }));
}

function HitList({ hits, label, onOpen }: { hits: Hit[]; label: string; onOpen: () => void }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {hits.map((hit) => (
        <li key={`${hit.type}:${hit.id}`}>
          <SearchHit hit={hit} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function GroupSection({ group, q, count, onOpen }: { group: Group; q: string; count: number; onOpen: () => void }) {
  const headingId = useId();
  const { many } = searchTypeInfo[group.type];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2 id={headingId} className="px-3 text-sm font-semibold tracking-wide text-muted uppercase">
        {many} <span className="font-normal">({count})</span>
      </h2>
      <HitList hits={group.hits} label={many} onOpen={onOpen} />
      {count > group.hits.length ? (
        <Link
          to="/search"
          search={{ q, type: group.type }}
          replace
          className="inline-flex min-h-11 items-center self-start rounded-lg px-3 text-sm font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
        >
          All {count} {many.toLowerCase()}
        </Link>
      ) : null}
    </section>
  );
}

type SearchResultsProps = { hits: Hit[]; q: string; type?: SearchType; counts: SearchResult['counts']; busy: boolean; onOpen: () => void };

/**
 * The results: grouped by kind with each kind's count, or one list when a kind is chosen.
 * ArrowUp/ArrowDown (Home, End) move between them, Enter opens one; up from the first, or
 * Escape, returns to the search field.
 */
export function SearchResults({ hits, q, type, counts, busy, onOpen }: SearchResultsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (moveResultFocus(event.key)) event.preventDefault();
  };
  return (
    <div id={SEARCH_RESULTS_ID} onKeyDown={onKeyDown} aria-busy={busy || undefined} className={`flex flex-col gap-5 ${busy ? 'opacity-70' : ''}`}>
      {type ? (
        <HitList hits={hits} label={searchTypeInfo[type].many} onOpen={onOpen} />
      ) : (
        groupByType(hits).map((group) => <GroupSection key={group.type} group={group} q={q} count={counts?.[group.type] ?? group.hits.length} onOpen={onOpen} />)
      )}
    </div>
  );
}
