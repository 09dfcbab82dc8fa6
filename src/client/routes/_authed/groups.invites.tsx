import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { invitesQueryOptions } from '../../features/groups/api/get-invites.ts';
import { InvitesPage } from '../../features/groups/components/invites-page.tsx';

// A mailed invite link (/groups/invites?claim=…) carries the token that makes its invite mine.
const searchSchema = z.object({ claim: z.string().trim().min(1).max(200).optional().catch(undefined) });

export const Route = createFileRoute('/_authed/groups/invites')({
  validateSearch: searchSchema,
  // Read failures here are only logged, so the loader does not throw; a saved copy shows at once (offline too).
  loader: ({ context }) => context.queryClient.ensureQueryData(invitesQueryOptions()).catch(() => undefined),
  component: InvitesRoute,
});

function InvitesRoute() {
  const { claim } = Route.useSearch();
  const navigate = Route.useNavigate();
  const dropClaimToken = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <InvitesPage claimToken={claim} dropClaimToken={dropClaimToken} />;
}
