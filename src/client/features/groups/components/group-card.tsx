import { Link } from '@tanstack/react-router';
import type { Group } from '../../../../contract/groups.ts';
import { ChevronIcon } from '../../../components/ui/icons.tsx';
import { GroupIcon } from './group-icon.tsx';
import { roleLabels } from './role-badge.tsx';

export function GroupCard({ group }: { group: Group }) {
  const members = group.users.length;
  return (
    <Link
      to="/groups/$groupId"
      params={{ groupId: group.id }}
      search={{}}
      className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-surface p-3 hover:border-primary-text focus-visible:outline-2 focus-visible:outline-primary-text sm:p-4"
    >
      <GroupIcon name={group.name} icon={group.groupIcon} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold text-fg">{group.name}</span>
        {group.description ? <span className="line-clamp-2 text-sm text-muted">{group.description}</span> : null}
        <span className="text-sm text-muted">
          {members} {members === 1 ? 'member' : 'members'} · {roleLabels[group.myRole]}
        </span>
      </span>
      <ChevronIcon className="size-5 shrink-0 text-muted" />
    </Link>
  );
}
