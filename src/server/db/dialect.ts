/*
 * The one place that knows which database is underneath. Everything else speaks plain
 * Kysely that both SQLite and PostgreSQL accept.
 */
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Expression, type RawBuilder } from 'kysely';
import pg from 'pg';
import { openPostgresPool } from './postgres-pool.ts';
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
    const pool = openPostgresPool(options.postgresUrl, (error) => options.onPoolError?.(error));
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

/** The driver's error code: better-sqlite3's `SqliteError.code`, pg's SQLSTATE. */
function driverCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** A unique index or primary key refused the write (PostgreSQL reports both as 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = driverCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** The write points at a row that does not exist (any more). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = driverCode(error);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/**
 * `column` contains `text`, case ignored as `lower()` ignores it. `%`, `_` and `\` in `text`
 * are plain characters; SQLite's LIKE has no escape character unless told, so both
 * databases are told the same one.
 */
export function containsText(column: Expression<string>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;
}
