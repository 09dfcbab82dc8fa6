import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { groupDetailQueryOptions } from '../../features/groups/api/get-group.ts';
import { GroupSettingsPage } from '../../features/groups/components/group-settings-page.tsx';

const paramsSchema = z.object({ groupId: idSchema });

export const Route = createFileRoute('/_authed/groups/$groupId/settings')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureInfiniteQueryData(groupDetailQueryOptions(params.groupId)).catch(() => undefined),
  component: GroupSettingsRoute,
});

function GroupSettingsRoute() {
  const { groupId } = Route.useParams();
  return <GroupSettingsPage groupId={groupId} />;
}
