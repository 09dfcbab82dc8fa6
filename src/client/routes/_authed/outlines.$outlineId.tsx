import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { outlineQueryOptions } from '../../features/outlines/api/get-outline.ts';
import { OutlinePage } from '../../features/outlines/components/outline-page.tsx';

const paramsSchema = z.object({ outlineId: idSchema });

export const Route = createFileRoute('/_authed/outlines/$outlineId')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(outlineQueryOptions(params.outlineId)),
  component: OutlineRoute,
});

function OutlineRoute() {
  const { outlineId } = Route.useParams();
  return <OutlinePage outlineId={outlineId} />;
}
