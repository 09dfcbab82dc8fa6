import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { notesQueryOptions } from '../../features/notes/api/get-notes.ts';
import { NotesPage } from '../../features/notes/components/notes-page.tsx';
import { notesFilter, notesSearchSchema, type NotesSearch } from '../../features/notes/components/notes-search.ts';

export const Route = createFileRoute('/_authed/notes/')({
  validateSearch: notesSearchSchema,
  // No loaderDeps: a new search reloads in the background while the last results stay shown.
  loader: ({ context, location }) =>
    context.queryClient.ensureInfiniteQueryData(notesQueryOptions(notesFilter(notesSearchSchema.parse(location.search)))),
  component: NotesRoute,
});

function NotesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: NotesSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <NotesPage search={search} onSearch={onSearch} />;
}
