import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { notificationListSchema } from '../../../../contract/notifications.ts';
import { callApi } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** My notifications, newest first, with how many are unread. */
export function getNotifications(cursor: string | undefined, signal?: AbortSignal) {
  return callApi(endpoints.notifications.list, notificationListSchema, { searchParams: { cursor, take: NOTIFICATIONS_PAGE_SIZE }, signal });
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

/** The unread count for the nav badge (socket events keep it right between fetches). */
export function useUnreadNotificationsCount(): number {
  const { data } = useInfiniteQuery({ ...notificationsQueryOptions(), select: (pages) => pages.pages[0]?.unreadCount ?? 0 });
  return data ?? 0;
}
