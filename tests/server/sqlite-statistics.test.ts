/*
 * The planner's statistics on SQLite: ANALYZE's samples (sqlite_stat4) make SQLite compile
 * a join again at every run, so the connection keeps sqlite_stat1's counts alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/server/db/sqlite-connection.ts';

const dir = mkdtempSync(join(tmpdir(), 'campus-stats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function analyzedDatabase(file: string) {
  const sqlite = new SQLite(file);
  sqlite.exec('create table people (id integer primary key, team text not null); create index people_team on people (team)');
  const insert = sqlite.prepare('insert into people (team) values (?)');
  for (let n = 0; n < 500; n += 1) insert.run(n % 50 === 0 ? 'rare' : 'common');
  sqlite.exec('analyze');
  sqlite.close();
}

const count = (sqlite: SQLite.Database, table: string) => sqlite.prepare(`select count(*) from ${table}`).pluck().get();

describe('the SQLite connection', () => {
  it("drops ANALYZE's samples and keeps its counts, which the planner still uses", () => {
    const file = join(dir, 'analyzed.db');
    analyzedDatabase(file);
    const before = new SQLite(file);
    expect(count(before, 'sqlite_stat4')).toBeGreaterThan(0);
    before.close();

    const { database } = openSqlite(file);
    database.close();

    const after = new SQLite(file);
    expect(count(after, 'sqlite_stat4')).toBe(0);
    expect(count(after, 'sqlite_stat1')).toBeGreaterThan(0);
    const plan = after.prepare('explain query plan select id from people where team = ?').all('rare') as { detail: string }[];
    expect(plan.map((step) => step.detail).join()).toContain('people_team');
    after.close();
  });

  it('opens a database never analyzed as it is', () => {
    const file = join(dir, 'fresh.db');
    const { database } = openSqlite(file);
    database.close();
    const sqlite = new SQLite(file);
    expect(sqlite.prepare("select count(*) from sqlite_schema where name like 'sqlite_stat%'").pluck().get()).toBe(0);
    sqlite.close();
  });
});
