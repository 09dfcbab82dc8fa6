/*
 * Sessions: the client holds a 256-bit random token, the server keeps only its hash.
 * Idle expiry 14 days, absolute 90 days; last use is written at most once an hour.
 */
import type { Db } from '../../db/dialect.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import type { UserRow } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/ids.ts';

const DAY = 24 * 60 * 60 * 1000;
export const IDLE_LIFETIME_MS = 14 * DAY;
export const ABSOLUTE_LIFETIME_MS = 90 * DAY;
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type SessionUser = { sessionId: string; user: UserRow };

export async function createSession(db: Db, userId: string): Promise<{ token: string; sessionId: string }> {
  const token = randomToken();
  const sessionId = sha256(token);
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: userId,
      created_at: new Date(now).toISOString(),
      last_used_at: new Date(now).toISOString(),
      expires_at: new Date(now + ABSOLUTE_LIFETIME_MS).toISOString(),
    })
    .execute();
  return { token, sessionId };
}

type SessionRow = UserRow & { session_last_used_at: string; session_expires_at: string };

/** What a session row is read from; deleting a user cascades to its sessions. */
export const SESSION_TABLES = ['sessions', 'users'] as const;

/** Cached session rows; frozen because every request with the token shares one. */
export type SessionCache = ReadCache<Readonly<SessionRow> | null>;

async function loadSessionRow(db: Db, sessionId: string): Promise<Readonly<SessionRow> | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.last_used_at as session_last_used_at', 'sessions.expires_at as session_expires_at'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row ? Object.freeze(row) : null;
}

export async function findSessionUser(db: Db, token: string, cache?: SessionCache): Promise<SessionUser | null> {
  const sessionId = sha256(token);
  const row = cache ? await cache.get(sessionId, () => loadSessionRow(db, sessionId)) : await loadSessionRow(db, sessionId);
  if (!row) return null;

  const now = Date.now();
  const lastUsed = Date.parse(row.session_last_used_at);
  if (Date.parse(row.session_expires_at) <= now || lastUsed + IDLE_LIFETIME_MS <= now) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return null;
  }
  if (now - lastUsed > TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_used_at: new Date(now).toISOString() }).where('id', '=', sessionId).execute();
  }
  const { session_last_used_at: _used, session_expires_at: _expires, ...user } = row;
  return { sessionId, user };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
