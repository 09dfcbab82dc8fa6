import { createFileRoute } from '@tanstack/react-router';
import { groupsQueryOptions } from '../../features/groups/api/get-groups.ts';
import { invitesQueryOptions } from '../../features/groups/api/get-invites.ts';
import { GroupsPage } from '../../features/groups/components/groups-page.tsx';

export const Route = createFileRoute('/_authed/groups/')({
  // Read failures here are only logged, so the loader starts the requests without throwing.
  loader: ({ context }) =>
    Promise.all([context.queryClient.prefetchQuery(groupsQueryOptions()), context.queryClient.prefetchQuery(invitesQueryOptions())]),
  component: GroupsPage,
});
