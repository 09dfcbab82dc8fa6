import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { UserSummary } from '../../../contract/users.ts';
import { Avatar } from './avatar.tsx';
import { TimeAgo } from './time-ago.tsx';

type CommentItemProps = { author: UserSummary; createdAt: string; pending: boolean; status?: string; children: ReactNode; menu?: ReactNode };

/**
 * One comment in a discussion: the author's avatar and name, when, and the text; dimmed while still sending.
 * `status` replaces "Sending…" for a comment waiting in the outbox. `menu` sits at its end.
 */
export function CommentItem({ author, createdAt, pending, status, children, menu }: CommentItemProps) {
  return (
    <li aria-busy={pending || undefined} className={`flex gap-3 ${pending ? 'opacity-70' : ''}`}>
      <Avatar name={author.name} url={author.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1 rounded-2xl bg-muted-surface px-3 py-2">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to="/profile/$userId" params={{ userId: author.id }} className="font-semibold text-fg hover:underline focus-visible:outline-2 focus-visible:outline-primary-text">
            {author.name}
          </Link>
          <span className="text-muted">{pending ? (status ?? 'Sending…') : <TimeAgo iso={createdAt} />}</span>
        </p>
        <p className="break-words whitespace-pre-line text-fg">{children}</p>
      </div>
      {menu}
    </li>
  );
}
