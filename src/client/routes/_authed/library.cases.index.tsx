import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { caseFlashesQueryOptions } from '../../features/library/api/get-case-flashes.ts';
import type { CourseSearch } from '../../features/library/api/keys.ts';
import { CasesPage } from '../../features/library/components/cases-page.tsx';
import { courseSearchOf, courseSearchSchema } from '../../features/library/components/library-search.ts';

export const Route = createFileRoute('/_authed/library/cases/')({
  validateSearch: courseSearchSchema,
  loader: ({ context, location }) => context.queryClient.ensureInfiniteQueryData(caseFlashesQueryOptions(courseSearchOf(courseSearchSchema.parse(location.search)))),
  component: CasesRoute,
});

function CasesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: CourseSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <CasesPage search={search} onSearch={onSearch} />;
}
