/*
 * The queries a database runs, built on the spot or prepared once (db/prepared-query.ts):
 * both go through its one executor.
 */
import type { CompiledQuery } from 'kysely';
import { vi } from 'vitest';
import type { Db } from '../../../src/server/db/dialect.ts';

/** The table a query names first: its main table, for the queries the tests look for. */
export function mainTable(query: CompiledQuery): string | undefined {
  return /\b(?:from|into|update)\s+"(\w+)"/i.exec(query.sql)?.[1];
}

/** Records every query `db` runs until restored; `on(table)` counts those on a main table, `matching` those whose SQL matches. */
export function spyOnQueries(db: Db) {
  const spy = vi.spyOn(db.getExecutor(), 'executeQuery');
  return {
    on: (table: string) => spy.mock.calls.filter(([query]) => mainTable(query) === table).length,
    matching: (pattern: RegExp) => spy.mock.calls.filter(([query]) => pattern.test(query.sql)).length,
    restore: () => spy.mockRestore(),
  };
}

/** Runs `write` once, right after the next query on `table` has its rows and before its caller sees them. */
export function afterNextQueryOn(db: Db, table: string, write: () => Promise<void>) {
  const executor = db.getExecutor();
  const executeQuery = executor.executeQuery.bind(executor);
  const spy = vi.spyOn(executor, 'executeQuery').mockImplementation(async (query) => {
    if (mainTable(query) !== table) return executeQuery(query);
    spy.mockRestore();
    const result = await executeQuery(query);
    await write();
    return result;
  });
}
