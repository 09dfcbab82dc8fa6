import { useNavigate } from '@tanstack/react-router';
import type { Group, GroupMember } from '../../../../contract/groups.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useMe } from '../../../lib/me-context.ts';
import { useRemoveParticipant } from '../api/remove-participant.ts';
import { useSetMemberRole } from '../api/set-member-role.ts';
import { useToggleCollaborate } from '../api/toggle-collaborate.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberRow, type MemberActions } from './member-row.tsx';
import { PendingInvites } from './pending-invites.tsx';

/** The members with their roles, the invite form and pending invites (owner, admin) and the member actions. */
export function MembersPanel({ group }: { group: Group }) {
  const me = useMe();
  const navigate = useNavigate();
  const { ask, dialog } = useConfirm();
  const remove = useRemoveParticipant({
    mutationConfig: { onSuccess: (_result, { self }) => (self ? navigate({ to: '/groups', replace: true }) : undefined) },
  });
  const setRole = useSetMemberRole();
  const collaborate = useToggleCollaborate();
  const canInvite = group.myRole !== 'member';

  const actions: MemberActions = {
    onRemove: (member: GroupMember) =>
      ask(() => remove.mutateAsync({ groupId: group.id, userId: member.id, self: false }).catch(() => undefined), `${member.name} will be removed from the group.`),
    onLeave: () => ask(() => remove.mutateAsync({ groupId: group.id, userId: me.id, self: true }).catch(() => undefined), 'You will leave this group.'),
    onRole: (member, role) => setRole.mutate({ groupId: group.id, userId: member.id, role }),
    onCollaborate: (member) => collaborate.mutate({ userId: member.id, name: member.name }),
  };

  return (
    <div className="flex flex-col gap-4">
      {canInvite ? <InviteForm groupId={group.id} memberIds={group.users.map((user) => user.id)} /> : null}
      {canInvite ? <PendingInvites groupId={group.id} /> : null}
      <section aria-labelledby="group-members" className="flex flex-col gap-2">
        <h2 id="group-members" className="font-semibold text-fg">
          Members <span className="text-muted">({group.users.length})</span>
        </h2>
        <ul aria-label="Group members" className="flex flex-col gap-2">
          {group.users.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              myId={me.id}
              myRole={group.myRole}
              busy={remove.isPending || setRole.isPending}
              actions={actions}
            />
          ))}
        </ul>
      </section>
      {dialog}
    </div>
  );
}
