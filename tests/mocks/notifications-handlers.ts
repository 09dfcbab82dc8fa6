/* /notifications: the signed-in user's notifications, over an in-memory store. */
import { http, HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { markAllReadResponseSchema, notificationListSchema, notificationSchema, type Notification, type NotificationType } from '../../src/contract/notifications.ts';
import type { UserSummary } from '../../src/contract/users.ts';
import { apiError } from './errors.ts';
import { authenticate } from './session.ts';

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
  http.get('/api/v1/notifications', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const url = new URL(request.url);
    const take = Math.min(Number(url.searchParams.get('take') ?? 20), 50);
    const cursor = url.searchParams.get('cursor');
    const all = [...listOf(auth.account.me.id)].sort((a, b) => (a.id < b.id ? 1 : -1));
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

  http.put('/api/v1/notifications/mark-as-read/:id', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const item = listOf(auth.account.me.id).find((notification) => notification.id === params.id);
    if (!item) return notFound();
    item.read = true;
    return HttpResponse.json(notificationSchema.parse(item));
  }),

  http.put('/api/v1/notifications/mark-all-as-read', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const unread = listOf(auth.account.me.id).filter((item) => !item.read);
    for (const item of unread) item.read = true;
    return HttpResponse.json(markAllReadResponseSchema.parse({ updated: unread.length }));
  }),

  http.delete('/api/v1/notifications/delete/:id', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const list = listOf(auth.account.me.id);
    if (!list.some((item) => item.id === params.id)) return notFound();
    notificationsDb.byUser.set(auth.account.me.id, list.filter((item) => item.id !== params.id));
    return HttpResponse.json(deletedSchema.parse({ id: String(params.id) }));
  }),
];
