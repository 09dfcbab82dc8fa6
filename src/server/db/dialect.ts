/*
 * The one place that knows which database is underneath. Everything else speaks plain
 * Kysely that both SQLite and PostgreSQL accept.
 */
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { ChangeStamp } from './read-cache.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

export type DatabaseHandle = { db: Db; kind: DatabaseKind; changeStamp: ChangeStamp };

export function openDatabase(options: { sqliteFile: string; postgresUrl?: string; onPoolError?: (error: Error) => void }): DatabaseHandle {
  if (options.postgresUrl) {
    // Counts come back as strings from pg unless told otherwise; ours all fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: options.postgresUrl, max: 10 });
    // An idle connection the server ends (restart, failover) is dropped by the pool; without a
    // listener its 'error' event would crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres', changeStamp: undefined };
  }
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Rows this connection changed, and a counter other connections' commits move.
  const changes = sqlite.prepare('select total_changes()').pluck();
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    kind: 'sqlite',
    changeStamp: () => `${String(changes.get())}:${String(dataVersion.get())}`,
  };
}

const CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query afresh; preparing costs as much as running a small one. The
 * same SQL text (parameters travel apart) reuses its compiled statement. Safe because the
 * SQLite driver runs one query at a time and we never stream.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new LRUCache<string, SQLite.Statement>({ max: CACHED_STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** Column type for ids: PostgreSQL compares them byte-wise so keyset paging matches SQLite. */
export function idColumnType(kind: DatabaseKind): RawBuilder<unknown> {
  return kind === 'postgres' ? sql`text collate "C"` : sql`text`;
}

/** Which database a Kysely instance talks to; migrations use it where the two differ. */
export function kindOf(db: Kysely<unknown>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
