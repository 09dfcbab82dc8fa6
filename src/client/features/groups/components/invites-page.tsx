import { useNavigate } from '@tanstack/react-router';
import type { GroupInvite } from '../../../../contract/groups.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useInvites } from '../api/get-invites.ts';
import { useRespondInvite } from '../api/respond-invite.ts';
import { useClaimLink } from '../lib/use-claim-link.ts';
import { ClaimFailed } from './claim-failed.tsx';
import { GroupIcon } from './group-icon.tsx';

function InviteRow({ invite }: { invite: GroupInvite }) {
  const navigate = useNavigate();
  const respond = useRespondInvite({
    mutationConfig: {
      onSuccess: (result) => ('group' in result ? navigate({ to: '/groups/$groupId', params: { groupId: result.group.id }, search: {} }) : undefined),
    },
  });
  const answering = respond.isPending ? respond.variables.choice : null;

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <GroupIcon name={invite.group.name} icon={invite.group.groupIcon} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-fg">{invite.group.name}</p>
          <p className="text-sm text-muted">
            Invited by {invite.inviter.name} · <TimeAgo iso={invite.createdAt} />
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          className="flex-1 sm:flex-none"
          aria-label={`Accept the invite to ${invite.group.name}`}
          loading={answering === true}
          disabled={respond.isPending}
          onClick={() => respond.mutate({ inviteId: invite.id, choice: true })}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          className="flex-1 sm:flex-none"
          aria-label={`Decline the invite to ${invite.group.name}`}
          loading={answering === false}
          disabled={respond.isPending}
          onClick={() => respond.mutate({ inviteId: invite.id, choice: false })}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}

type InvitesPageProps = {
  /** From a mailed invite link: claimed once, then `dropClaimToken` takes it out of the address. */
  claimToken?: string;
  dropClaimToken: () => void;
};

/** Invites waiting for me: accept (and open the group) or decline. */
export function InvitesPage({ claimToken, dropClaimToken }: InvitesPageProps) {
  const invites = useInvites();
  const { claim, retry } = useClaimLink(claimToken, dropClaimToken);
  useDocumentTitle('Group invites');
  const loading = invites.isPending || claim.isPending;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <TextLink to="/groups">← All groups</TextLink>
        <h1 className="text-2xl font-bold text-fg">Group invites</h1>
      </div>
      {claim.isError ? <ClaimFailed error={claim.error} onRetry={retry} /> : null}
      {loading ? <Spinner label={claim.isPending ? 'Opening your invite' : 'Loading invites'} /> : null}
      {!loading && invites.data && invites.data.items.length === 0 ? <p className="text-muted">No invites are waiting for you.</p> : null}
      {invites.data && invites.data.items.length > 0 ? (
        <ul aria-label="Pending invites" className="flex flex-col gap-3">
          {invites.data.items.map((invite) => (
            <InviteRow key={invite.id} invite={invite} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
