import type { Insertable } from 'kysely';
import type { Notification, NotificationType } from '../../../contract/notifications.ts';
import type { Db } from '../../db/dialect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { NotificationRow, NotificationsTable } from '../../db/schema.ts';
import { newStamp } from '../../lib/ids.ts';
import { toUserSummary, type SummaryColumns } from '../users/mappers.ts';

export type NewNotification = {
  userId: string;
  type: NotificationType;
  actor: SummaryColumns | null;
  message: string;
  link: string | null;
};

const insertNotification = preparedQuery((db: Db, row: Insertable<NotificationsTable>) => db.insertInto('notifications').values(row));

/** Stores a notification and returns it in the contract's shape, ready to emit. */
export async function createNotification(db: Db, input: NewNotification): Promise<Notification> {
  const { id, at } = newStamp();
  const row = {
    id,
    user_id: input.userId,
    type: input.type,
    actor_id: input.actor?.id ?? null,
    message: input.message,
    link: input.link,
    read: 0 as const,
    created_at: at,
  };
  await insertNotification.execute(db, row);
  return {
    id: row.id,
    userId: row.user_id,
    type: input.type,
    read: false,
    createdAt: row.created_at,
    actor: input.actor ? toUserSummary(input.actor) : null,
    message: row.message,
    link: row.link,
  };
}

type NotificationWithActor = NotificationRow & { actor_name: string | null; actor_avatar_key: string | null; actor_institution_id: number | null };

function withActor(db: Db) {
  return db
    .selectFrom('notifications')
    .leftJoin('users', 'users.id', 'notifications.actor_id')
    .selectAll('notifications')
    .select(['users.name as actor_name', 'users.avatar_key as actor_avatar_key', 'users.institution_id as actor_institution_id']);
}

function toNotification(row: NotificationWithActor): Notification {
  const actor =
    row.actor_id !== null && row.actor_name !== null
      ? toUserSummary({ id: row.actor_id, name: row.actor_name, avatar_key: row.actor_avatar_key, institution_id: row.actor_institution_id })
      : null;
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type as NotificationType,
    read: row.read === 1,
    createdAt: row.created_at,
    actor,
    message: row.message,
    link: row.link,
  };
}

const notificationsPage = preparedQuery((db: Db, v: { userId: string; cursor: string | undefined; limit: number }) =>
  withActor(db)
    .where('notifications.user_id', '=', v.userId)
    .$if(v.cursor !== undefined, (qb) => qb.where('notifications.id', '<', v.cursor ?? ''))
    .orderBy('notifications.id', 'desc')
    .limit(v.limit),
);

const unreadCount = preparedQuery((db: Db, v: { userId: string }) =>
  db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', v.userId)
    .where('read', '=', 0),
);

/** My notifications, newest first (keyset by id), with how many are still unread. */
export async function listNotifications(db: Db, userId: string, page: { cursor?: string; take: number }) {
  const [rows, [unread]] = await Promise.all([
    notificationsPage.execute(db, { userId, cursor: page.cursor || undefined, limit: page.take + 1 }),
    unreadCount.execute(db, { userId }),
  ]);
  const items = rows.slice(0, page.take).map(toNotification);
  return { items, nextCursor: rows.length > page.take ? (items.at(-1)?.id ?? null) : null, unreadCount: Number(unread?.count ?? 0) };
}

/** One of my notifications; another user's is as good as missing. */
export async function findOwnNotification(db: Db, userId: string, id: string): Promise<Notification | undefined> {
  const row = await withActor(db).where('notifications.id', '=', id).where('notifications.user_id', '=', userId).executeTakeFirst();
  return row ? toNotification(row) : undefined;
}

export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ read: 1 }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const result = await db.updateTable('notifications').set({ read: 1 }).where('user_id', '=', userId).where('read', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether `actorId` already gave `userId` a notification of this type since `sinceIso`. */
export async function hasNotifiedSince(db: Db, input: { userId: string; actorId: string; type: NotificationType; sinceIso: string }) {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', input.userId)
    .where('actor_id', '=', input.actorId)
    .where('type', '=', input.type)
    .where('created_at', '>=', input.sinceIso)
    .executeTakeFirst();
  return row !== undefined;
}
