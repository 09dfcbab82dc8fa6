import type { GroupMember, GroupRole } from '../../../../contract/groups.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RoleBadge } from './role-badge.tsx';

export type MemberActions = {
  onRemove: (member: GroupMember) => void;
  onLeave: () => void;
  onRole: (member: GroupMember, role: 'admin' | 'member') => void;
  onCollaborate: (member: GroupMember) => void;
};

type MemberRowProps = { member: GroupMember; myId: string; myRole: GroupRole; busy: boolean; actions: MemberActions };

/** Who may do what mirrors the server: the owner manages everyone, an admin removes members, anyone but the owner may leave. */
export function MemberRow({ member, myId, myRole, busy, actions }: MemberRowProps) {
  const isMe = member.id === myId;
  const canRemove = !isMe && member.role !== 'owner' && (myRole === 'owner' || (myRole === 'admin' && member.role === 'member'));
  const canSetRole = !isMe && myRole === 'owner' && member.role !== 'owner';
  const canLeave = isMe && member.role !== 'owner';

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3">
      <div className="flex items-center gap-3">
        <Avatar name={member.name} url={member.avatarUrl} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium text-fg">
            {member.name}
            {isMe ? <span className="ml-1 text-sm font-normal text-muted">(you)</span> : null}
          </span>
          {member.nameOfUniversity ? <span className="truncate text-sm text-muted">{member.nameOfUniversity}</span> : null}
        </div>
        <RoleBadge role={member.role} />
      </div>
      {canLeave || !isMe ? (
        <div className="flex flex-wrap gap-2">
          {canLeave ? (
            <Button variant="secondary" disabled={busy} onClick={actions.onLeave}>
              Leave group
            </Button>
          ) : null}
          {!isMe ? (
            <Button variant="ghost" disabled={busy} aria-label={`Collaborate with ${member.name}`} onClick={() => actions.onCollaborate(member)}>
              Collaborate
            </Button>
          ) : null}
          {canSetRole ? (
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={member.role === 'admin' ? `Make ${member.name} a member` : `Make ${member.name} an admin`}
              onClick={() => actions.onRole(member, member.role === 'admin' ? 'member' : 'admin')}
            >
              {member.role === 'admin' ? 'Make member' : 'Make admin'}
            </Button>
          ) : null}
          {canRemove ? (
            <Button variant="danger" disabled={busy} aria-label={`Remove ${member.name}`} onClick={() => actions.onRemove(member)}>
              Remove
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
