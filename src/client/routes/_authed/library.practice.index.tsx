import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { practiceHistoryQueryOptions } from '../../features/library/api/get-practice-history.ts';
import { questionSearchSchema, type QuestionSearch } from '../../features/library/components/library-search.ts';
import { PracticePage } from '../../features/library/components/practice-page.tsx';

export const Route = createFileRoute('/_authed/library/practice/')({
  validateSearch: questionSearchSchema,
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(practiceHistoryQueryOptions()),
  component: PracticeRoute,
});

function PracticeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: QuestionSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <PracticePage search={search} onSearch={onSearch} />;
}
