import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { Notification } from '../../../../contract/notifications.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useMarkAsRead } from '../api/mark-as-read.ts';

const mainClass =
  'flex min-h-16 min-w-0 flex-1 items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text';

/** One notification: opening it marks it read and goes to its link; it can be deleted. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const router = useRouter();
  const markRead = useMarkAsRead();
  const remove = useDeleteNotification();
  const unread = !notification.read;

  const open = (event?: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window: leave it to the browser, but the notification still counts as read.
    const ownTab = !event || !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
    if (unread) markRead.mutate(notification.id);
    if (!ownTab || !notification.link) return;
    event?.preventDefault();
    void router.navigate({ href: notification.link });
  };

  const content = (
    <>
      {notification.actor ? <Avatar name={notification.actor.name} url={notification.actor.avatarUrl} /> : <span className="size-11 shrink-0 rounded-full bg-muted-surface" aria-hidden="true" />}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={`break-words ${unread ? 'font-semibold text-fg' : 'text-fg'}`}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {notification.message}
        </span>
        <TimeAgo iso={notification.createdAt} className="text-sm text-muted" />
      </span>
      {unread ? <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-primary" /> : null}
    </>
  );

  return (
    <li data-unread={unread || undefined} className={`flex items-center gap-1 rounded-xl ${unread ? 'bg-primary/10' : ''}`}>
      {notification.link ? (
        <a href={notification.link} onClick={open} className={mainClass}>
          {content}
        </a>
      ) : (
        <button type="button" onClick={() => open()} className={mainClass} disabled={!unread}>
          {content}
        </button>
      )}
      <button
        type="button"
        aria-label="Delete notification"
        onClick={() => remove.mutate(notification.id)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-muted-surface hover:text-danger-text focus-visible:outline-2 focus-visible:outline-primary-text"
      >
        <TrashIcon className="size-5" />
      </button>
    </li>
  );
}
