/*
 * The one place that knows which database is underneath. Everything else speaks plain
 * Kysely that both SQLite and PostgreSQL accept.
 */
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { ChangeStamp } from './read-cache.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-connection.ts';

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
  const { database, changeStamp } = openSqlite(options.sqliteFile);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), kind: 'sqlite', changeStamp };
}

/** Column type for ids: PostgreSQL compares them byte-wise so keyset paging matches SQLite. */
export function idColumnType(kind: DatabaseKind): RawBuilder<unknown> {
  return kind === 'postgres' ? sql`text collate "C"` : sql`text`;
}

/** Which database a Kysely instance talks to; migrations use it where the two differ. */
export function kindOf(db: Kysely<unknown>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
