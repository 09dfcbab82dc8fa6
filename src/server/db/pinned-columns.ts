/*
 * The columns a write statement pins to one value each, and which parameter holds it: a
 * single-row insert pins every column it sets to `?`; a delete whose where clause is nothing
 * but `"column" = ?` conditions joined by `and` pins those columns. Any other write pins
 * nothing. A cache of one person's rows can so outlive writes of other people's rows
 * (sqlite-connection.ts, `<table>@<column>=<value>` stamps).
 */

/** Each pinned column and the index of the parameter that holds its value. */
export type PinnedColumns = [column: string, parameterIndex: number][];

// `insert` or `insert or ignore` (never `or replace`, which deletes other rows), one row.
const SINGLE_ROW_INSERT = /^\s*insert\s+(?:or\s+ignore\s+)?into\s+"\w+"\s*\(([^)]*)\)\s*values\s*\(([^)]*)\)(?!\s*,)/i;
const UPDATES_ON_CONFLICT = /\bdo\s+update\b/i;
const EQUALITY_DELETE = /^\s*delete\s+from\s+"\w+"\s+where\s+("\w+"\s*=\s*\?(?:\s+and\s+"\w+"\s*=\s*\?)*)(?:\s+returning\s+[^?]*)?\s*$/i;

const unquote = (name: string) => name.trim().replace(/^"|"$/g, '');

export function pinnedColumns(sqlText: string): PinnedColumns {
  const insert = SINGLE_ROW_INSERT.exec(sqlText);
  if (insert && !UPDATES_ON_CONFLICT.test(sqlText)) {
    const columns = (insert[1] ?? '').split(',').map(unquote);
    const values = (insert[2] ?? '').split(',').map((value) => value.trim());
    if (columns.length !== values.length || values.some((value) => value !== '?')) return [];
    return columns.map((column, index) => [column, index]);
  }
  const conditions = EQUALITY_DELETE.exec(sqlText)?.[1];
  if (!conditions) return [];
  return conditions.split(/\s+and\s+/i).map((condition, index) => [unquote(condition.split('=')[0] ?? ''), index]);
}
