import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { practiceQueryOptions } from '../../features/library/api/get-practice.ts';
import { PracticeTakePage } from '../../features/library/components/practice-take-page.tsx';

const paramsSchema = z.object({ practiceId: idSchema });

export const Route = createFileRoute('/_authed/library/practice/$practiceId/')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: async ({ context, params }) => {
    const practice = await context.queryClient.ensureQueryData(practiceQueryOptions(params.practiceId));
    if (practice.finishedAt) throw redirect({ to: '/library/practice/$practiceId/result', params, replace: true });
  },
  component: PracticeTakeRoute,
});

function PracticeTakeRoute() {
  const { practiceId } = Route.useParams();
  return <PracticeTakePage practiceId={practiceId} />;
}
