import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { studySetQueryOptions } from '../../features/study/api/get-study-set.ts';
import { QuizPage } from '../../features/study/components/quiz-page.tsx';

const paramsSchema = z.object({ setId: idSchema });

export const Route = createFileRoute('/_authed/study/sets/$setId/quiz')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(studySetQueryOptions(params.setId)),
  component: QuizRoute,
});

function QuizRoute() {
  const { setId } = Route.useParams();
  return <QuizPage setId={setId} />;
}
