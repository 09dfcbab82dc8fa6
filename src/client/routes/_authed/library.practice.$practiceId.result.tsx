import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { loadPracticeResult } from '../../features/library/api/get-practice-result.ts';
import { PracticeResultPage } from '../../features/library/components/practice-result-page.tsx';

const paramsSchema = z.object({ practiceId: idSchema });

export const Route = createFileRoute('/_authed/library/practice/$practiceId/result')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: async ({ context, params }) => {
    const result = await loadPracticeResult(context.queryClient, params.practiceId);
    // Still going: back to it.
    if (!result) throw redirect({ to: '/library/practice/$practiceId', params, replace: true });
  },
  component: PracticeResultRoute,
});

function PracticeResultRoute() {
  const { practiceId } = Route.useParams();
  return <PracticeResultPage practiceId={practiceId} />;
}
