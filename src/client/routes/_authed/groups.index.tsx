import { createFileRoute } from '@tanstack/react-router';
import { groupsQueryOptions } from '../../features/groups/api/get-groups.ts';
import { invitesQueryOptions } from '../../features/groups/api/get-invites.ts';
import { GroupsPage } from '../../features/groups/components/groups-page.tsx';

export const Route = createFileRoute('/_authed/groups/')({
  // Read failures here are only logged, so the loader does not throw; a saved copy shows at once (offline too).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(groupsQueryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(invitesQueryOptions()).catch(() => undefined),
    ]),
  component: GroupsPage,
});
