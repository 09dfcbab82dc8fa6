import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { questionQueryOptions } from '../../features/library/api/get-question.ts';
import { QuestionPage } from '../../features/library/components/question-page.tsx';

const paramsSchema = z.object({ questionId: idSchema });

export const Route = createFileRoute('/_authed/library/questions/$questionId')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(questionQueryOptions(params.questionId)),
  component: QuestionRoute,
});

function QuestionRoute() {
  const { questionId } = Route.useParams();
  return <QuestionPage questionId={questionId} />;
}
