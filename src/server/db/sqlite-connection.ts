/*
 * The one SQLite connection the server holds: tuned, with prepared statements reused and
 * their rows built in JS, and a change stamp for the read caches, for the whole database or
 * for chosen tables. A table's stamp moves with writes to it; a cache that depends on rows a
 * cascade can change must name the table the cascade starts from too (sessions go with their
 * users). A cache that reads a table's `*_count` columns names `<table>.counters` too (see
 * writeTarget).
 *
 * A cache of single rows' counters names `<table>.existing` (writes that may change rows
 * already there: not plain inserts) and `<table>#<id>` (counter moves of that row alone), so a
 * like leaves every other post's counters cached.
 *
 * A cache of one person's rows names `<table>@<column>=<value>`: it moves with writes that pin
 * that column to that value (pinned-columns.ts) and with every write to the table that does not
 * pin the column, so one student's like leaves every other student's likes cached.
 */
import SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import { pinnedColumns } from './pinned-columns.ts';
import type { ChangeStamp } from './read-cache.ts';

const CACHED_STATEMENTS = 500;

/** The table a statement writes; 'none' for transaction control; undefined when not known. */
type WriteTarget = string | 'none' | undefined;
type Prepared = { statement: SqliteStatement; target: WriteTarget; changesExistingRows: boolean };
type SqliteStatement = ReturnType<SqliteDatabase['prepare']>;

const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
const WRITE_TARGET = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?([\w]+)"?/i;
// An update that only moves counters (`set "likes_count" = "likes_count" + ?`, …).
const COUNTER_UPDATE = /^\s*update\s+"?(\w+)"?\s+set\s+(?:"(\w+_count)"\s*=\s*"\2"\s*[+-]\s*\?\s*,?\s*)+where\b/i;
// …of the one row whose id is the last parameter.
const ROW_COUNTER_UPDATE = /^\s*update\s+"?(\w+)"?\s+set\s+(?:"(\w+_count)"\s*=\s*"\2"\s*[+-]\s*\?\s*,?\s*)+where\s+"id"\s*=\s*\?(?:\s+returning\s[^?]*)?$/i;
// An insert that can only add rows (`on conflict do nothing` and `or ignore` included).
const PLAIN_INSERT = /^\s*insert\s+(?:or\s+ignore\s+)?into\b(?![\s\S]*\bdo\s+update\b)/i;
// `<table>@<column>=<value>`
const PINNED_STAMP = /^((\w+)@\w+)=/;
// Row stamps kept at most; a forgotten row's stamp is the newest forgotten one, which only ever moves on.
const REMEMBERED_ROWS = 50_000;

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
  dropStat4Samples(sqlite);

  // Kysely prepares every query afresh, and preparing costs as much as running a small query.
  // The same SQL text (parameters travel apart) reuses its statement; safe because the driver
  // runs one query at a time and we never stream.
  const statements = new LRUCache<string, Prepared>({ max: CACHED_STATEMENTS });
  let writes = 0;
  // Writes per table, and writes whose table is not known (they count against every table).
  const tableWrites = new Map<string, number>();
  let unknownWrites = 0;
  const countWrite = (key: string) => tableWrites.set(key, (tableWrites.get(key) ?? 0) + 1);
  // The sequence number of each row's last counter move, oldest first.
  const rowWrites = new Map<string, number>();
  let rowWriteCount = 0;
  let forgottenRowWrite = 0;
  // The `<table>@<column>` pins some cache has asked for: writes count only those. Writes made
  // before a pin was first asked for count as not pinned, which is safe.
  const pinsAskedFor = new Set<string>();
  const countRowWrite = (key: string) => {
    rowWrites.delete(key);
    rowWrites.set(key, (rowWriteCount += 1));
    if (rowWrites.size <= REMEMBERED_ROWS) return;
    const [oldest, sequence] = rowWrites.entries().next().value ?? ['', 0];
    rowWrites.delete(oldest);
    forgottenRowWrite = sequence;
  };

  function prepareOnce(sqlText: string): Prepared {
    const cached = statements.get(sqlText);
    if (cached) return cached;
    const prepared = sqlite.prepare(sqlText);
    const target = prepared.readonly ? 'none' : writeTarget(sqlText);
    const rowTable = ROW_COUNTER_UPDATE.exec(sqlText)?.[1]?.toLowerCase();
    const pinned = target === 'none' || target === undefined ? [] : pinnedColumns(sqlText).map(([column, index]) => [`${target}@${column}`, index] as const);
    const changesExistingRows = !prepared.readonly && !PLAIN_INSERT.test(sqlText);
    const statement = withRowsBuiltInJs(prepared);
    let known: Prepared = { statement, target, changesExistingRows };
    if (rowTable) known = { statement: countingRowWrites(statement, (parameters) => countRowWrite(`${rowTable}#${String(parameters.at(-1))}`)), target, changesExistingRows: false };
    else if (target !== undefined && pinned.length > 0) {
      known.statement = countingRowWrites(statement, (parameters) => {
        for (const [tableColumn, index] of pinned) {
          if (!pinsAskedFor.has(tableColumn)) continue;
          countWrite(tableColumn);
          countRowWrite(`${tableColumn}=${String(parameters[index])}`);
        }
      });
    }
    statements.set(sqlText, known);
    return known;
  }

  const database: SqliteDatabase = {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      // A statement's rows are built for the columns it had when prepared (withRowsBuiltInJs):
      // after a change of schema (migrations run here) every statement is prepared afresh.
      if (SCHEMA_CHANGE.test(sqlText)) statements.clear();
      // Kysely runs a statement right after preparing it, so counting here moves the stamp
      // with every write this process makes.
      const { statement, target, changesExistingRows } = prepareOnce(sqlText);
      if (target === 'none') return statement;
      writes += 1;
      if (target === undefined) unknownWrites += 1;
      else {
        countWrite(target);
        if (changesExistingRows) countWrite(`${target.replace(/\.counters$/, '')}.existing`);
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
    const counts = tables.map((table) => {
      if (table.includes('#')) return rowWrites.get(table) ?? forgottenRowWrite;
      const pin = table.includes('@') ? PINNED_STAMP.exec(table) : null;
      if (!pin) return tableWrites.get(table) ?? 0;
      // This value's writes, and the table's writes that did not pin the column.
      const [, tableColumn = '', name = ''] = pin;
      pinsAskedFor.add(tableColumn);
      const unpinned = (tableWrites.get(name) ?? 0) - (tableWrites.get(tableColumn) ?? 0);
      return `${rowWrites.get(table) ?? forgottenRowWrite}/${unpinned}`;
    });
    return `${counts.join(',')}:${unknownWrites}:${version}`;
  };
  return { database, changeStamp };
}

/**
 * better-sqlite3 builds SQLite with STAT4: once ANALYZE has left samples in sqlite_stat4, every
 * statement whose plan a bound value might change (a join, a choice of index) is compiled again
 * at each run, which made our joins cost two to three times as much. sqlite_stat1's counts are
 * all our plans need.
 */
function dropStat4Samples(sqlite: SQLite.Database) {
  const hasSamples = sqlite.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get();
  if (!hasSamples) return;
  // `analyze sqlite_schema` makes the planner read the statistics again.
  sqlite.exec('delete from sqlite_stat4; analyze sqlite_schema');
}

/**
 * The statement with its rows built in JS. better-sqlite3 sets each column of each row on a
 * fresh object from C++, which was a third of the cost of reading twenty posts; its raw rows
 * copied into an object literal made for the statement's columns cost a small part of that.
 */
function withRowsBuiltInJs(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  const raw = statement.raw(true);
  const toRow = rowBuilder(names);
  return {
    reader: true,
    all: (parameters) => raw.all(parameters).map(toRow),
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const values of raw.iterate(parameters)) yield toRow(values);
    },
  };
}

/** A function that makes a row object of `names` from its values, all rows one shape. Later names win, as in better-sqlite3. */
function rowBuilder(names: readonly string[]): (values: unknown) => Record<string, unknown> {
  // A computed key makes `__proto__` a field; `__proto__:` would set the prototype (to a blob's Buffer, say).
  const fields = names.map((name, index) => `${name === '__proto__' ? '["__proto__"]' : JSON.stringify(name)}: values[${index}]`);
  // The names come from SQLite's description of our own statements, quoted as JSON.
  return new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown) => Record<string, unknown>;
}

/** The statement, calling `onRun` with the parameters of each run. */
function countingRowWrites(statement: SqliteStatement, onRun: (parameters: readonly unknown[]) => void): SqliteStatement {
  return {
    reader: statement.reader,
    all(parameters) {
      onRun(parameters);
      return statement.all(parameters);
    },
    run(parameters) {
      onRun(parameters);
      return statement.run(parameters);
    },
    iterate(parameters) {
      onRun(parameters);
      return statement.iterate(parameters);
    },
  };
}
