/*
 * Who is online. A user is online from their first socket (on any instance) until a few
 * seconds after their last one closes, so a reload does not flicker them offline. This
 * instance counts its own sockets; a PresenceStore (in memory, or Redis across instances)
 * holds who is online anywhere. Each user hears `get-users` (their online contacts) on
 * connect and whenever a contact comes or goes. A user in low-data mode hears of contacts
 * coming and going at most once a window, the latest list at its end (batched on the
 * instance that emits, which is enough to save their data).
 */
import { serverEvents } from '../../../contract/socket-events.ts';
import type { UserSummary } from '../../../contract/users.ts';
import type { Db } from '../../db/dialect.ts';
import { summaryColumns, toUserSummary } from '../users/mappers.ts';
import { contactIds } from './contacts.ts';

export const OFFLINE_GRACE_MS = 3000;
export const LOW_DATA_WINDOW_MS = 30_000;

export interface Presence {
  isOnline(userId: string): Promise<boolean>;
  /** Sends `get-users` to the user and to each of their online contacts. */
  announce(userId: string): Promise<void>;
  /** Sends `get-users` to the user alone. */
  sendOnlineContacts(userId: string): Promise<void>;
  /** Call synchronously as a socket is accepted; the count moves before anything awaits. */
  connected(userId: string): Promise<void>;
  disconnected(userId: string): void;
  close(): Promise<void>;
}

/** Who is online on any instance. */
export interface PresenceStore {
  add(userId: string): Promise<void>;
  remove(userId: string): Promise<void>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

export function localPresenceStore(): PresenceStore {
  const online = new Set<string>();
  return {
    add: async (userId) => void online.add(userId),
    remove: async (userId) => void online.delete(userId),
    onlineAmong: async (userIds) => new Set(userIds.filter((id) => online.has(id))),
    close: async () => online.clear(),
  };
}

type Emit = (userId: string, event: typeof serverEvents.getUsers, payload: UserSummary[]) => void;
type LogError = (err: unknown, message: string) => void;

export type PresenceOptions = {
  /** How long a low-data user's updates about contacts are held and batched; default 30 s. */
  lowDataWindowMs?: number;
  /** Counts the work its timers start, so closing waits for it (requests-in-flight's track). */
  track?: <T>(work: Promise<T>) => Promise<T>;
};

export function createPresence(db: Db, emit: Emit, store: PresenceStore, logError: LogError, options: PresenceOptions = {}): Presence {
  const lowDataWindowMs = options.lowDataWindowMs ?? LOW_DATA_WINDOW_MS;
  const track = options.track ?? ((work) => work);
  const sockets = new Map<string, number>();
  const pendingOffline = new Map<string, NodeJS.Timeout>();
  // Low-data users with a batched list due at the end of their window.
  const batched = new Map<string, NodeJS.Timeout>();
  // One get-users computation per user at a time; a request meanwhile reruns it once after,
  // so the last list a user receives is never older than the last change.
  const refreshing = new Map<string, { again: boolean; done: Promise<void> }>();

  const computeAndSend = async (userId: string) => {
    const online = [...(await store.onlineAmong(await contactIds(db, userId)))];
    const rows =
      online.length === 0
        ? []
        : await db.selectFrom('users').select(summaryColumns).where('id', 'in', online).where('show_online_status', '=', 1).orderBy('name').execute();
    emit(userId, serverEvents.getUsers, rows.map(toUserSummary));
  };

  const sendOnlineContacts = (userId: string): Promise<void> => {
    const running = refreshing.get(userId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        do {
          entry.again = false;
          await computeAndSend(userId);
        } while (entry.again);
      } finally {
        refreshing.delete(userId);
      }
    })();
    refreshing.set(userId, entry);
    return entry.done;
  };

  const sendAtWindowEnd = (userId: string) => {
    if (batched.has(userId)) return;
    const timer = setTimeout(() => {
      batched.delete(userId);
      track(sendOnlineContacts(userId)).catch((err: unknown) => logError(err, 'presence: batched update failed'));
    }, lowDataWindowMs);
    timer.unref();
    batched.set(userId, timer);
  };

  const inLowDataMode = async (userIds: string[]): Promise<Set<string>> => {
    if (userIds.length === 0) return new Set();
    const rows = await db.selectFrom('users').select('id').where('id', 'in', userIds).where('low_data_mode', '=', 1).execute();
    return new Set(rows.map((row) => row.id));
  };

  // The user themselves (their own connect or action) hears at once; their contacts hear
  // at once unless in low-data mode, read fresh since it changes in settings.
  const announce = async (userId: string) => {
    const contacts = await contactIds(db, userId);
    const online = await store.onlineAmong([userId, ...contacts]);
    const others = [...online].filter((id) => id !== userId);
    const lowData = await inLowDataMode(others);
    for (const id of lowData) sendAtWindowEnd(id);
    const now = [...online].filter((id) => !lowData.has(id));
    await Promise.all(now.map(sendOnlineContacts));
  };

  return {
    isOnline: async (userId) => (await store.onlineAmong([userId])).has(userId),
    announce,
    sendOnlineContacts,
    async connected(userId) {
      const count = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, count);
      const pending = pendingOffline.get(userId);
      if (pending) {
        // Back within the grace period: never went offline, so only this user needs a list.
        clearTimeout(pending);
        pendingOffline.delete(userId);
        return sendOnlineContacts(userId);
      }
      if (count > 1) return sendOnlineContacts(userId);
      await store.add(userId);
      await announce(userId);
    },
    disconnected(userId) {
      const count = (sockets.get(userId) ?? 0) - 1;
      if (count > 0) {
        sockets.set(userId, count);
        return;
      }
      sockets.delete(userId);
      const timer = setTimeout(() => {
        pendingOffline.delete(userId);
        if (sockets.has(userId)) return;
        track(store.remove(userId).then(() => announce(userId))).catch((err: unknown) => logError(err, 'presence: going offline failed'));
      }, OFFLINE_GRACE_MS);
      timer.unref();
      pendingOffline.set(userId, timer);
    },
    async close() {
      for (const timer of [...pendingOffline.values(), ...batched.values()]) clearTimeout(timer);
      pendingOffline.clear();
      batched.clear();
      sockets.clear();
      await store.close();
    },
  };
}
