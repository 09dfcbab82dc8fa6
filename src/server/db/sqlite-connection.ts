/*
 * The one SQLite connection the server holds: tuned, with prepared statements reused, and a
 * change stamp for the read caches.
 */
import SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ChangeStamp } from './read-cache.ts';

const CACHED_STATEMENTS = 500;

export function openSqlite(file: string): { database: SqliteDatabase; changeStamp: NonNullable<ChangeStamp> } {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');

  // Kysely prepares every query afresh, and preparing costs as much as running a small query.
  // The same SQL text (parameters travel apart) reuses its statement; safe because the driver
  // runs one query at a time and we never stream.
  const statements = new LRUCache<string, SQLite.Statement>({ max: CACHED_STATEMENTS });
  let writes = 0;
  const database: SqliteDatabase = {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      // Kysely runs a statement right after preparing it, so counting here moves the stamp
      // with every write this process makes.
      if (!statement.readonly) writes += 1;
      return statement;
    },
  };

  // Other connections' commits move data_version. Reading it costs a few microseconds, so it
  // is read once per turn of the event loop: a commit by another process is not ordered
  // against our requests anyway, and our own writes are counted above without delay.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let version = '';
  let versionIsCurrent = false;
  const changeStamp = () => {
    if (!versionIsCurrent) {
      version = String(dataVersion.get());
      versionIsCurrent = true;
      setImmediate(() => {
        versionIsCurrent = false;
      });
    }
    return `${writes}:${version}`;
  };
  return { database, changeStamp };
}
