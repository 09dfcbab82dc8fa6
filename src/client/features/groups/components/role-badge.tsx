import type { GroupRole } from '../../../../contract/groups.ts';

export const roleLabels: Record<GroupRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export function RoleBadge({ role }: { role: GroupRole }) {
  const tone = role === 'member' ? 'bg-muted-surface text-muted' : 'bg-primary text-on-primary';
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{roleLabels[role]}</span>;
}
