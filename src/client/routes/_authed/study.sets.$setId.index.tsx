import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { studySetQueryOptions } from '../../features/study/api/get-study-set.ts';
import { SetPage } from '../../features/study/components/set-page.tsx';

const paramsSchema = z.object({ setId: idSchema });

export const Route = createFileRoute('/_authed/study/sets/$setId/')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(studySetQueryOptions(params.setId)),
  component: SetRoute,
});

function SetRoute() {
  const { setId } = Route.useParams();
  return <SetPage setId={setId} />;
}
