/* /notifications: the signed-in user's notifications, over an in-memory store. */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { markAllReadResponseSchema, notificationListSchema, notificationSchema, type Notification, type NotificationType } from '../../src/contract/notifications.ts';
import type { UserSummary } from '../../src/contract/users.ts';
import { mockEndpoint } from './endpoint.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

export const notificationsDb = { byUser: new Map<string, Notification[]>(), nextId: 1 };

export function resetNotificationsDb(): void {
  notificationsDb.byUser.clear();
  notificationsDb.nextId = 1;
}

const listOf = (userId: string) => notificationsDb.byUser.get(userId) ?? [];

type NewNotification = { type?: NotificationType; actor?: UserSummary | null; message: string; link?: string | null; read?: boolean };

/** Builds a notification for `userId` (not stored). */
export function buildNotification(userId: string, fields: NewNotification): Notification {
  const actor = fields.actor ? { id: fields.actor.id, name: fields.actor.name, avatarUrl: fields.actor.avatarUrl, institutionId: fields.actor.institutionId, nameOfUniversity: fields.actor.nameOfUniversity } : null;
  return notificationSchema.parse({
    id: `notification-${String(notificationsDb.nextId++).padStart(6, '0')}`,
    userId,
    type: fields.type ?? 'follow',
    read: fields.read ?? false,
    createdAt: new Date().toISOString(),
    actor,
    message: fields.message,
    link: fields.link ?? null,
  });
}

/** Stores a notification for `userId` and answers it. */
export function seedNotification(userId: string, fields: NewNotification): Notification {
  const notification = buildNotification(userId, fields);
  notificationsDb.byUser.set(userId, [notification, ...listOf(userId)]);
  return notification;
}

const notFound = () => apiError(404, 'NOT_FOUND', 'Notification not found.');

export const notificationsHandlers = [
  mockEndpoint(endpoints.notifications.list, ({ request }) => {
    const { me } = signedIn(request);
    const url = new URL(request.url);
    const take = Math.min(Number(url.searchParams.get('take') ?? 20), 50);
    const cursor = url.searchParams.get('cursor');
    const all = [...listOf(me.id)].sort((a, b) => (a.id < b.id ? 1 : -1));
    const after = cursor ? all.filter((item) => item.id < cursor) : all;
    const items = after.slice(0, take);
    return HttpResponse.json(
      notificationListSchema.parse({
        items,
        nextCursor: after.length > take ? (items.at(-1)?.id ?? null) : null,
        unreadCount: all.filter((item) => !item.read).length,
      }),
    );
  }),

  mockEndpoint(endpoints.notifications.markRead, ({ request, params }) => {
    const { me } = signedIn(request);
    const item = listOf(me.id).find((notification) => notification.id === params.notificationId);
    if (!item) return notFound();
    item.read = true;
    return HttpResponse.json(notificationSchema.parse(item));
  }),

  mockEndpoint(endpoints.notifications.markAllRead, ({ request }) => {
    const { me } = signedIn(request);
    const unread = listOf(me.id).filter((item) => !item.read);
    for (const item of unread) item.read = true;
    return HttpResponse.json(markAllReadResponseSchema.parse({ updated: unread.length }));
  }),

  mockEndpoint(endpoints.notifications.delete, ({ request, params }) => {
    const { me } = signedIn(request);
    const list = listOf(me.id);
    if (!list.some((item) => item.id === params.notificationId)) return notFound();
    notificationsDb.byUser.set(me.id, list.filter((item) => item.id !== params.notificationId));
    return HttpResponse.json(deletedSchema.parse({ id: params.notificationId }));
  }),
];
