import { createFileRoute } from '@tanstack/react-router';
import { invitesQueryOptions } from '../../features/groups/api/get-invites.ts';
import { InvitesPage } from '../../features/groups/components/invites-page.tsx';

export const Route = createFileRoute('/_authed/groups/invites')({
  loader: ({ context }) => context.queryClient.prefetchQuery(invitesQueryOptions()),
  component: InvitesPage,
});
