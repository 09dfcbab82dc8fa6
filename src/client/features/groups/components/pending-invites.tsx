import { Button } from '../../../components/ui/button.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useCancelInvite } from '../api/cancel-invite.ts';
import { useGroupInvites } from '../api/get-group-invites.ts';

/** Owners and admins: the invites still waiting for an answer, each with Cancel. Nothing while there are none. */
export function PendingInvites({ groupId }: { groupId: string }) {
  const invites = useGroupInvites(groupId);
  const cancel = useCancelInvite();
  const items = invites.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="group-pending-invites" className="flex flex-col gap-2">
      <h2 id="group-pending-invites" className="font-semibold text-fg">
        Pending invites <span className="text-muted">({items.length})</span>
      </h2>
      <ul aria-label="Pending invites" className="flex flex-col gap-2">
        {items.map((invite) => (
          <li key={invite.id} className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium text-fg">{invite.email}</span>
              <span className="truncate text-sm text-muted">
                Invited by {invite.inviter.name} · <TimeAgo iso={invite.createdAt} />
              </span>
            </div>
            <Button variant="secondary" aria-label={`Cancel the invite to ${invite.email}`} onClick={() => cancel.mutate({ groupId, inviteId: invite.id })}>
              Cancel
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
