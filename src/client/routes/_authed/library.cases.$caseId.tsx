import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { caseFlashQueryOptions } from '../../features/library/api/get-case-flash.ts';
import { CasePage } from '../../features/library/components/case-page.tsx';

const paramsSchema = z.object({ caseId: idSchema });

export const Route = createFileRoute('/_authed/library/cases/$caseId')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(caseFlashQueryOptions(params.caseId)),
  component: CaseRoute,
});

function CaseRoute() {
  const { caseId } = Route.useParams();
  return <CasePage caseId={caseId} />;
}
