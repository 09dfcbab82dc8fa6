import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { studySetsQueryOptions } from '../../features/study/api/get-study-sets.ts';
import { SetsPage } from '../../features/study/components/sets-page.tsx';
import { setsFilter, studySetsSearchSchema, type StudySetsSearch } from '../../features/study/components/study-search.ts';

export const Route = createFileRoute('/_authed/study/sets/')({
  validateSearch: studySetsSearchSchema,
  // No loaderDeps: a new search reloads in the background while the last results stay shown.
  loader: ({ context, location }) =>
    context.queryClient.ensureInfiniteQueryData(studySetsQueryOptions(setsFilter(studySetsSearchSchema.parse(location.search)))),
  component: SetsRoute,
});

function SetsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: StudySetsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <SetsPage search={search} onSearch={onSearch} />;
}
