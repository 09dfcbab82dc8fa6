import { Link } from '@tanstack/react-router';
import type { UserSummary } from '../../../../contract/users.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ChevronIcon } from '../../../components/ui/icons.tsx';
import { useMe } from '../../../lib/me-context.ts';

const rowClass = 'flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text';

function Row({ user }: { user: UserSummary }) {
  const me = useMe();
  const body = (
    <>
      <Avatar name={user.name} url={user.avatarUrl} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-fg">
          {user.name}
          {user.id === me.id ? <span className="ml-2 text-sm font-normal text-muted">(you)</span> : null}
        </span>
        {user.nameOfUniversity ? <span className="truncate text-sm text-muted">{user.nameOfUniversity}</span> : null}
      </span>
      <ChevronIcon className="size-5 shrink-0 text-muted" />
    </>
  );
  return user.id === me.id ? (
    <Link to="/profile" className={rowClass}>{body}</Link>
  ) : (
    <Link to="/profile/$userId" params={{ userId: user.id }} className={rowClass}>{body}</Link>
  );
}

export function UserList({ users, label }: { users: UserSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {users.map((user) => (
        <li key={user.id}>
          <Row user={user} />
        </li>
      ))}
    </ul>
  );
}
