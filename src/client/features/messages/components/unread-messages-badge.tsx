import { useTotalUnread } from '../api/get-total-unread.ts';

/** The unread-message count for the "Messages" nav entry; nothing when all is read. The caller places it. */
export function UnreadMessagesBadge({ className = '' }: { className?: string }) {
  const total = useTotalUnread().data?.total ?? 0;
  if (total <= 0) return null;
  return (
    <span
      data-testid="messages-badge"
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{total > 99 ? '99+' : total}</span>
      <span className="sr-only">{`, ${total} unread`}</span>
    </span>
  );
}
