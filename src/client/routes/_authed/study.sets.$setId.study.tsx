import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { loadDueCards } from '../../features/study/api/get-due-cards.ts';
import { studySetQueryOptions } from '../../features/study/api/get-study-set.ts';
import { StudySessionPage } from '../../features/study/components/study-session-page.tsx';

const paramsSchema = z.object({ setId: idSchema });

export const Route = createFileRoute('/_authed/study/sets/$setId/study')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => Promise.all([context.queryClient.ensureQueryData(studySetQueryOptions(params.setId)), loadDueCards(context.queryClient, params.setId)]),
  component: StudyRoute,
});

function StudyRoute() {
  const { setId } = Route.useParams();
  return <StudySessionPage setId={setId} />;
}
