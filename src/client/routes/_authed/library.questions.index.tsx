import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { questionsQueryOptions } from '../../features/library/api/get-questions.ts';
import { questionFilterOf, questionSearchSchema, type QuestionSearch } from '../../features/library/components/library-search.ts';
import { QuestionsPage } from '../../features/library/components/questions-page.tsx';

export const Route = createFileRoute('/_authed/library/questions/')({
  validateSearch: questionSearchSchema,
  // No loaderDeps: a new filter reloads in the background while the last results stay shown.
  loader: ({ context, location }) =>
    context.queryClient.ensureInfiniteQueryData(questionsQueryOptions(questionFilterOf(questionSearchSchema.parse(location.search)))),
  component: QuestionsRoute,
});

function QuestionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: QuestionSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <QuestionsPage search={search} onSearch={onSearch} />;
}
