/*
 * The search field in the top bar, on every signed-in page; on phones only on the search
 * page (the bar offers a search button elsewhere), where it takes the bar. Typing opens the
 * search page with the words in its address; `/` or Ctrl+K focuses the field; ArrowDown
 * moves into the results.
 */
import { useMatch, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { SEARCH_QUERY_MAX } from '../../../../contract/search.ts';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useRememberSearch } from '../api/recent-searches.ts';
import { focusFirstResult, SEARCH_FIELD_ID } from '../lib/result-focus.ts';
import { useQueryField } from './use-query-field.ts';
import { useSearchHotkey } from './use-search-hotkey.ts';

export function TopBarSearch() {
  const navigate = useNavigate();
  const page = useMatch({ from: '/_authed/search', shouldThrow: false });
  const onSearchPage = page !== undefined;
  const addressQ = page?.search.q ?? '';
  const type = page?.search.type;
  const field = useRef<HTMLInputElement>(null);
  const remember = useRememberSearch();

  // The first letter typed elsewhere opens the page (Back returns there); later ones replace the address.
  const { value, setValue, flush } = useQueryField(addressQ, (q) => void navigate({ to: '/search', search: { q: q || undefined, type }, replace: onSearchPage }));

  useSearchHotkey(() => {
    field.current?.focus();
    field.current?.select();
    // On phones the field is hidden until the search page opens, and focuses itself there.
    if (document.activeElement !== field.current) void navigate({ to: '/search' });
  });

  const arrivedEmpty = onSearchPage && !addressQ;
  useEffect(() => {
    if (arrivedEmpty) field.current?.focus();
  }, [arrivedEmpty]);

  return (
    <div data-search-expanded={onSearchPage || undefined} className="flex min-w-0 flex-1 items-center">
      <form
        role="search"
        aria-label="Search Campus"
        className={`${onSearchPage ? 'flex' : 'hidden md:flex'} w-full max-w-xl`}
        onSubmit={(event) => {
          event.preventDefault();
          flush();
          if (value.trim()) remember.mutate(value);
        }}
      >
        <label className="relative w-full">
          <span className="sr-only">Search Campus</span>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <input
            ref={field}
            id={SEARCH_FIELD_ID}
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && focusFirstResult()) event.preventDefault();
            }}
            maxLength={SEARCH_QUERY_MAX}
            placeholder="Search Campus"
            autoComplete="off"
            enterKeyHint="search"
            aria-keyshortcuts="/ Control+K"
            className="min-h-11 w-full rounded-full border border-line bg-muted-surface py-2 pr-4 pl-10 text-base text-fg placeholder:text-muted focus:border-primary-text focus:bg-surface focus:outline-2 focus:outline-primary-text"
          />
        </label>
      </form>
    </div>
  );
}
