import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { coursesQueryOptions } from '../../features/library/api/get-courses.ts';
import { CoursesPage } from '../../features/library/components/courses-page.tsx';
import { wordsSearchSchema } from '../../features/library/components/library-search.ts';

export const Route = createFileRoute('/_authed/library/courses/')({
  validateSearch: wordsSearchSchema,
  loader: ({ context, location }) => context.queryClient.ensureInfiniteQueryData(coursesQueryOptions(wordsSearchSchema.parse(location.search).q)),
  component: CoursesRoute,
});

function CoursesRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: string | undefined) => void navigate({ search: { q: next }, replace: true }), [navigate]);
  return <CoursesPage q={q} onSearch={onSearch} />;
}
