import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllAsRead } from '../api/mark-all-as-read.ts';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { NotificationItem } from './notification-item.tsx';
import { LoadFailed, LoadingBlock } from '../../../components/ui/load-states.tsx';

/** Everything that happened for me, newest first, unread ones marked. */
export function NotificationsPage() {
  const notifications = useNotifications();
  const markAll = useMarkAllAsRead();
  const unread = notifications.data?.pages[0]?.unreadCount ?? 0;
  useDocumentTitle(unread > 0 ? `Notifications (${unread})` : 'Notifications');

  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Notifications</h1>
        <Button variant="secondary" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          Mark all as read
        </Button>
      </div>
      <p aria-live="polite" className="-mt-2 text-sm text-muted">
        {unread > 0 ? `${unread} unread` : 'You are all caught up.'}
      </p>
      {notifications.isPending ? <LoadingBlock label="Loading notifications" /> : null}
      {notifications.isError ? <LoadFailed message="Your notifications could not be loaded." onRetry={() => void notifications.refetch()} /> : null}
      {notifications.isSuccess && items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">You have no notifications yet.</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Notifications" className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-2">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      ) : null}
      <LoadMore
        hasMore={notifications.hasNextPage}
        loading={notifications.isFetchingNextPage}
        onLoadMore={() => void notifications.fetchNextPage()}
        label="Load more notifications"
      />
    </div>
  );
}
