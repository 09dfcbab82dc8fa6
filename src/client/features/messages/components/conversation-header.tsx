import type { ReactNode } from 'react';
import type { UserSummary } from '../../../../contract/users.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Who I am talking to, and whether they are online; `start` and `end` hold the surrounding buttons. */
export function ConversationHeader({ other, start, end }: { other: UserSummary | undefined; start?: ReactNode; end?: ReactNode }) {
  const online = useSessionStore((state) => (other ? state.onlineUsers.some((user) => user.id === other.id) : false));
  const name = other?.name ?? 'Conversation';
  return (
    <header className="flex min-h-16 items-center gap-2 border-b border-line px-2 py-2 sm:px-3">
      {start}
      <span className="relative shrink-0">
        <Avatar name={name} url={other?.avatarUrl ?? null} size="sm" />
        {online ? <span aria-hidden="true" className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-surface bg-green-600" /> : null}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold text-fg">{name}</h1>
        <p className={`text-xs ${online ? 'font-semibold text-success' : 'text-muted'}`}>{online ? 'Online' : 'Offline'}</p>
      </div>
      {end}
    </header>
  );
}
