/*
 * Who is online. A user is online from their first socket until a few seconds after
 * their last one closes (a reload should not flicker them offline).
 */
import { serverEvents } from '../../../contract/socket-events.ts';
import type { Db } from '../../db/dialect.ts';
import { toUserSummary, summaryColumns } from '../auth/user-mappers.ts';
import { contactIds } from './contacts.ts';

export const OFFLINE_GRACE_MS = 3000;

export interface Presence {
  isOnline(userId: string): Promise<boolean>;
  /** Sends `get-users` to the user and to each of their contacts. */
  announce(userId: string): Promise<void>;
  connected(userId: string): Promise<void>;
  disconnected(userId: string): Promise<void>;
}

type Emit = (userId: string, event: string, payload: unknown) => void;

export function localPresence(db: Db, emit: Emit): Presence {
  const sockets = new Map<string, number>();
  const pendingOffline = new Map<string, NodeJS.Timeout>();

  const onlineVisible = async (ids: string[]) => {
    const online = ids.filter((id) => (sockets.get(id) ?? 0) > 0);
    if (online.length === 0) return [];
    const rows = await db.selectFrom('users').select(summaryColumns).where('id', 'in', online).where('show_online_status', '=', 1).execute();
    return rows.map(toUserSummary);
  };

  const sendOnlineContacts = async (userId: string) => {
    emit(userId, serverEvents.getUsers, await onlineVisible(await contactIds(db, userId)));
  };

  const presence: Presence = {
    async isOnline(userId) {
      return (sockets.get(userId) ?? 0) > 0;
    },
    async announce(userId) {
      const contacts = await contactIds(db, userId);
      await Promise.all([userId, ...contacts].map((id) => ((sockets.get(id) ?? 0) > 0 ? sendOnlineContacts(id) : undefined)));
    },
    async connected(userId) {
      const pending = pendingOffline.get(userId);
      if (pending) clearTimeout(pending);
      pendingOffline.delete(userId);
      const before = sockets.get(userId) ?? 0;
      sockets.set(userId, before + 1);
      if (before === 0) await presence.announce(userId);
      else await sendOnlineContacts(userId);
    },
    async disconnected(userId) {
      const left = (sockets.get(userId) ?? 1) - 1;
      if (left > 0) {
        sockets.set(userId, left);
        return;
      }
      const timer = setTimeout(() => {
        pendingOffline.delete(userId);
        if ((sockets.get(userId) ?? 0) > 0) return;
        sockets.delete(userId);
        void presence.announce(userId).catch(() => undefined);
      }, OFFLINE_GRACE_MS);
      timer.unref();
      pendingOffline.set(userId, timer);
      sockets.set(userId, 0);
    },
  };
  return presence;
}
