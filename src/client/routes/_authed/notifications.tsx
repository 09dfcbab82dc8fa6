import { createFileRoute } from '@tanstack/react-router';
import { notificationsQueryOptions } from '../../features/notifications/api/get-notifications.ts';
import { NotificationsPage } from '../../features/notifications/components/notifications-page.tsx';

export const Route = createFileRoute('/_authed/notifications')({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(notificationsQueryOptions()),
  component: NotificationsPage,
});
