import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { studySetQueryOptions } from '../../features/study/api/get-study-set.ts';
import { EditSetPage } from '../../features/study/components/edit-set-page.tsx';

const paramsSchema = z.object({ setId: idSchema });

export const Route = createFileRoute('/_authed/study/sets/$setId/edit')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(studySetQueryOptions(params.setId)),
  component: EditSetRoute,
});

function EditSetRoute() {
  const { setId } = Route.useParams();
  return <EditSetPage setId={setId} />;
}
