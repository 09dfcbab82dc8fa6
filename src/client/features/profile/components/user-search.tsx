import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/me-context.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchUsers } from '../api/search-users.ts';
import { UserList } from './user-list.tsx';

/** Finds people by name (GET /auth/users?q=); with no query, lists people from my institution. */
export function UserSearch() {
  const me = useMe();
  const inputId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const search = q ? { q } : { institutionId: me.institutionId ?? undefined };
  const results = useSearchUsers(search);
  const users = (results.data?.pages.flatMap((page) => page.items) ?? []).filter((user) => q || user.id !== me.id);
  const heading = q ? `People matching “${q}”` : me.nameOfUniversity ? `People at ${me.nameOfUniversity}` : 'People on Campus';

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-fg">Find people</h2>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative mt-3">
        <label htmlFor={inputId} className="sr-only">Search people</label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name"
          className="min-h-11 w-full rounded-lg border border-line bg-page py-2 pr-3 pl-10 text-base text-fg placeholder:text-muted focus:outline-2 focus:outline-primary-text"
        />
      </form>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-muted">{heading}</h3>
      {results.isPending ? <Spinner label="Loading people" /> : null}
      {results.isError ? (
        <p role="alert" className="text-sm text-danger-text">{errorMessage(results.error, 'People could not be loaded.')}</p>
      ) : null}
      {results.isSuccess && users.length === 0 ? (
        <p className="text-sm text-muted">{q ? 'Nobody matches that name yet.' : 'Nobody else is here yet. Invite your classmates!'}</p>
      ) : null}
      {users.length > 0 ? <UserList users={users} label={heading} /> : null}
      {results.hasNextPage ? (
        <Button variant="secondary" className="mt-3 w-full" loading={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
          Show more people
        </Button>
      ) : null}
    </section>
  );
}
