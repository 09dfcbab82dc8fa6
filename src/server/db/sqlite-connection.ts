/*
 * The one SQLite connection the server holds: tuned, with prepared statements reused, and a
 * change stamp for the read caches, for the whole database or for chosen tables. A table's
 * stamp moves with writes to it; a cache that depends on rows a cascade can change must
 * name the table the cascade starts from too (sessions go with their users). A cache that
 * reads a table's `*_count` columns names `<table>.counters` too (see writeTarget).
 */
import SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ChangeStamp } from './read-cache.ts';

const CACHED_STATEMENTS = 500;

/** The table a statement writes; 'none' for transaction control; undefined when not known. */
type WriteTarget = string | 'none' | undefined;
type Prepared = { statement: SQLite.Statement; target: WriteTarget };

const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;
const WRITE_TARGET = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?([\w]+)"?/i;
// An update that only moves counters (`set "likes_count" = "likes_count" + ?`, …).
const COUNTER_UPDATE = /^\s*update\s+"?(\w+)"?\s+set\s+(?:"(\w+_count)"\s*=\s*"\2"\s*[+-]\s*\?\s*,?\s*)+where\b/i;

/**
 * Counter moves count against `<table>.counters`, not `<table>`: a like then leaves cached
 * pages of that table current for caches that read their counters apart (posts' feed).
 */
function writeTarget(sqlText: string): WriteTarget {
  if (TRANSACTION_CONTROL.test(sqlText)) return 'none';
  const counters = COUNTER_UPDATE.exec(sqlText)?.[1];
  if (counters) return `${counters.toLowerCase()}.counters`;
  return WRITE_TARGET.exec(sqlText)?.[1]?.toLowerCase();
}

export function openSqlite(file: string): { database: SqliteDatabase; changeStamp: NonNullable<ChangeStamp> } {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');

  // Kysely prepares every query afresh, and preparing costs as much as running a small query.
  // The same SQL text (parameters travel apart) reuses its statement; safe because the driver
  // runs one query at a time and we never stream.
  const statements = new LRUCache<string, Prepared>({ max: CACHED_STATEMENTS });
  let writes = 0;
  // Writes per table, and writes whose table is not known (they count against every table).
  const tableWrites = new Map<string, number>();
  let unknownWrites = 0;
  const database: SqliteDatabase = {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let prepared = statements.get(sqlText);
      if (!prepared) {
        const statement = sqlite.prepare(sqlText);
        prepared = { statement, target: statement.readonly ? 'none' : writeTarget(sqlText) };
        statements.set(sqlText, prepared);
      }
      // Kysely runs a statement right after preparing it, so counting here moves the stamp
      // with every write this process makes.
      const { statement, target } = prepared;
      if (!statement.readonly) {
        writes += 1;
        if (target === undefined) unknownWrites += 1;
        else if (target !== 'none') tableWrites.set(target, (tableWrites.get(target) ?? 0) + 1);
      }
      return statement;
    },
  };

  // Other connections' commits move data_version. Reading it costs a few microseconds, so it
  // is read once per turn of the event loop: a commit by another process is not ordered
  // against our requests anyway, and our own writes are counted above without delay.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let version = '';
  let versionIsCurrent = false;
  const changeStamp = (tables?: readonly string[]) => {
    if (!versionIsCurrent) {
      version = String(dataVersion.get());
      versionIsCurrent = true;
      setImmediate(() => {
        versionIsCurrent = false;
      });
    }
    if (!tables) return `${writes}:${version}`;
    return `${tables.map((table) => tableWrites.get(table) ?? 0).join(',')}:${unknownWrites}:${version}`;
  };
  return { database, changeStamp };
}
