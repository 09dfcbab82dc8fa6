import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { SearchPageSearch } from '../lib/search-page-search.ts';
import { SearchAnswer } from './search-answer.tsx';
import { SearchStart } from './search-start.tsx';

/** The search page; its words come from the address, typed into the top bar's field. */
export function SearchPage({ search }: { search: SearchPageSearch }) {
  useDocumentTitle(search.q ? `${search.q} · Search` : 'Search');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">Search</h1>
      {search.q ? <SearchAnswer q={search.q} type={search.type} /> : <SearchStart />}
    </div>
  );
}
