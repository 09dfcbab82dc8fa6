/*
 * My notifications in the React Query cache: one infinite list, newest first, whose pages
 * all carry the server's unreadCount (the first page's is the one shown). These helpers
 * make the optimistic edits and the socket's additions, keeping unreadCount in step.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '../../../../contract/notifications.ts';
import { writeQuery } from '../../../lib/query-write.ts';
import { notificationKeys } from './keys.ts';

export type NotificationPages = InfiniteData<NotificationList, string | undefined>;

export function readNotifications(queryClient: QueryClient): NotificationPages | undefined {
  return queryClient.getQueryData<NotificationPages>(notificationKeys.list());
}

function write(queryClient: QueryClient, update: (data: NotificationPages) => NotificationPages): void {
  writeQuery<NotificationPages>(queryClient, notificationKeys.list(), (data) => (data ? update(data) : data));
}

const withUnread = (data: NotificationPages, unreadCount: (current: number) => number): NotificationPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, unreadCount: Math.max(0, unreadCount(page.unreadCount)) })),
});

export function findCachedNotification(queryClient: QueryClient, id: string): Notification | undefined {
  return readNotifications(queryClient)?.pages.flatMap((page) => page.items).find((item) => item.id === id);
}

/** Puts a new notification first and counts it unread; answers whether it was new. */
export function prependCachedNotification(queryClient: QueryClient, notification: Notification): boolean {
  const data = readNotifications(queryClient);
  if (!data) {
    // Nothing loaded yet: the next read fetches it with the right count.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    return true;
  }
  if (findCachedNotification(queryClient, notification.id)) return false;
  write(queryClient, (current) => {
    const [first, ...rest] = current.pages;
    const pages = first ? [{ ...first, items: [notification, ...first.items] }, ...rest] : current.pages;
    return withUnread({ ...current, pages }, (count) => count + (notification.read ? 0 : 1));
  });
  return true;
}

/** Sets the read flag of the notifications in `ids`, moving unreadCount by the ones that changed. */
export function setCachedRead(queryClient: QueryClient, ids: ReadonlySet<string>, read: boolean): void {
  write(queryClient, (data) => {
    let changed = 0;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => {
        if (!ids.has(item.id) || item.read === read) return item;
        changed += 1;
        return { ...item, read };
      }),
    }));
    return withUnread({ ...data, pages }, (count) => count + (read ? -changed : changed));
  });
}

/** Every notification read and nothing unread; answers what was unread, to undo it. */
export function markAllCachedRead(queryClient: QueryClient): { ids: Set<string>; unreadCount: number } {
  const data = readNotifications(queryClient);
  const ids = new Set(data?.pages.flatMap((page) => page.items).filter((item) => !item.read).map((item) => item.id));
  const unreadCount = data?.pages[0]?.unreadCount ?? 0;
  write(queryClient, (current) =>
    withUnread({ ...current, pages: current.pages.map((page) => ({ ...page, items: page.items.map((item) => ({ ...item, read: true })) })) }, () => 0),
  );
  return { ids, unreadCount };
}

/** Undoes markAllCachedRead, keeping anything that arrived meanwhile. */
export function restoreCachedUnread(queryClient: QueryClient, previous: { ids: Set<string>; unreadCount: number }): void {
  write(queryClient, (data) =>
    withUnread(
      { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (previous.ids.has(item.id) ? { ...item, read: false } : item)) })) },
      (count) => count + previous.unreadCount,
    ),
  );
}

export type RemovedNotification = { notification: Notification; page: number; index: number };

/** Takes a notification out (uncounting it if unread); answers where it was, to put it back. */
export function removeCachedNotification(queryClient: QueryClient, id: string): RemovedNotification | undefined {
  const data = readNotifications(queryClient);
  let removed: RemovedNotification | undefined;
  data?.pages.forEach((page, pageIndex) => {
    const index = page.items.findIndex((item) => item.id === id);
    const notification = page.items[index];
    if (notification) removed = { notification, page: pageIndex, index };
  });
  if (!removed) return undefined;
  const wasUnread = !removed.notification.read;
  write(queryClient, (current) =>
    withUnread(
      { ...current, pages: current.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })) },
      (count) => count - (wasUnread ? 1 : 0),
    ),
  );
  return removed;
}

export function restoreCachedNotification(queryClient: QueryClient, removed: RemovedNotification): void {
  write(queryClient, (data) => {
    if (data.pages.some((page) => page.items.some((item) => item.id === removed.notification.id))) return data;
    const pages = data.pages.map((page, pageIndex) => {
      if (pageIndex !== removed.page) return page;
      const items = [...page.items];
      items.splice(Math.min(removed.index, items.length), 0, removed.notification);
      return { ...page, items };
    });
    return withUnread({ ...data, pages }, (count) => count + (removed.notification.read ? 0 : 1));
  });
}
