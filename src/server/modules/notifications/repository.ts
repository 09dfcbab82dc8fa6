import type { Notification, NotificationType } from '../../../contract/notifications.ts';
import type { Db } from '../../db/dialect.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { toUserSummary, type SummaryColumns } from '../auth/user-mappers.ts';

export type NewNotification = {
  userId: string;
  type: NotificationType;
  actor: SummaryColumns | null;
  message: string;
  link: string | null;
};

/** Stores a notification and returns it in the contract's shape, ready to emit. */
export async function createNotification(db: Db, input: NewNotification): Promise<Notification> {
  const row = {
    id: newId(),
    user_id: input.userId,
    type: input.type,
    actor_id: input.actor?.id ?? null,
    message: input.message,
    link: input.link,
    read: 0 as const,
    created_at: nowIso(),
  };
  await db.insertInto('notifications').values(row).execute();
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
