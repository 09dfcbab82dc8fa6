/*
 * /search?q=&type=. No loader for the results: they follow the typing, fetched by the page's
 * own query, which React Query cancels once the words change (a loader's fetch would have no
 * query to leave, and would hold the page back on every pause in the typing).
 */
import { createFileRoute } from '@tanstack/react-router';
import { recentSearchesQueryOptions } from '../../features/search/api/recent-searches.ts';
import { SearchPage } from '../../features/search/components/search-page.tsx';
import { searchPageSearchSchema } from '../../features/search/lib/search-page-search.ts';
import { useSessionStore } from '../../stores/session-store.ts';

export const Route = createFileRoute('/_authed/search')({
  validateSearch: searchPageSearchSchema,
  loader: ({ context }) => {
    const userId = useSessionStore.getState().user?.id;
    return userId ? context.queryClient.ensureQueryData(recentSearchesQueryOptions(userId)) : undefined;
  },
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  return <SearchPage search={search} />;
}
