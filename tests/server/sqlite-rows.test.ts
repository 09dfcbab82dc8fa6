/* Rows as the SQLite connection hands them to Kysely: built in JS, as better-sqlite3 builds its own. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/server/db/sqlite-connection.ts';

const dir = mkdtempSync(join(tmpdir(), 'campus-rows-'));
const { database } = openSqlite(join(dir, 'rows.db'));
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = (sqlText: string, parameters: unknown[] = []) => database.prepare(sqlText).all(parameters);

describe('rows read through the SQLite connection', () => {
  it('are objects of every column by name, with the values SQLite gave', () => {
    expect(rows('select 1 as "count", ? as "name", null as "gone", 2.5 as "ratio"', ['Ama'])).toEqual([{ count: 1, name: 'Ama', gone: null, ratio: 2.5 }]);
  });

  it('keep the later of two columns with one name, as better-sqlite3 does', () => {
    expect(rows('select 1 as "id", 2 as "id"')).toEqual([{ id: 2 }]);
  });

  it('take a column named __proto__ as a field, never as the prototype', () => {
    // A blob is the one value SQLite gives as an object (a Buffer).
    const [row] = rows('select x\'01\' as "__proto__", 1 as "id"') as Record<string, unknown>[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row).toMatchObject({ id: 1 });
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toEqual(Buffer.from([1]));
  });

  it('come back from inserts with returning and from iterate alike', () => {
    database.prepare('create table "notes" ("id" integer primary key, "title" text)').run([]);
    expect(rows('insert into "notes" ("title") values (?), (?) returning "id", "title"', ['Equity', 'Torts'])).toEqual([
      { id: 1, title: 'Equity' },
      { id: 2, title: 'Torts' },
    ]);
    expect([...database.prepare('select "title" from "notes" order by "id"').iterate([])]).toEqual([{ title: 'Equity' }, { title: 'Torts' }]);
  });
});

describe('rows read through the SQLite connection after the schema changes', () => {
  it('follow the columns a table has now, for a statement prepared before', () => {
    const read = () => rows('select * from "books"');
    database.prepare('create table "books" ("id" integer primary key, "title" text, "year" integer)').run([]);
    database.prepare('insert into "books" ("title", "year") values (?, ?)').run(['Equity', 2019]);
    expect(read()).toEqual([{ id: 1, title: 'Equity', year: 2019 }]);

    database.prepare('alter table "books" drop column "title"').run([]);
    expect(read()).toEqual([{ id: 1, year: 2019 }]);
    database.prepare('alter table "books" add column "course" text').run([]);
    database.prepare('alter table "books" rename column "year" to "published"').run([]);
    expect(read()).toEqual([{ id: 1, published: 2019, course: null }]);
  });
});
