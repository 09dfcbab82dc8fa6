import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LibraryHub } from '../../features/library/components/library-hub.tsx';
import { wordsSearchSchema } from '../../features/library/components/library-search.ts';

export const Route = createFileRoute('/_authed/library/')({
  validateSearch: wordsSearchSchema,
  component: LibraryRoute,
});

function LibraryRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: string | undefined) => void navigate({ search: { q: next }, replace: true }), [navigate]);
  return <LibraryHub q={q} onSearch={onSearch} />;
}
