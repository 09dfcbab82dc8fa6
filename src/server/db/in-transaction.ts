import type { Db } from './dialect.ts';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one, so a
 * write that must be atomic on its own can also join a bigger one (a moderation action).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
