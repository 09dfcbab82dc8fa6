/*
 * A user's board as a whole: made with its default columns on first use, read in one query,
 * and held while a write changes it. Every task and column write runs inside `onBoard`, so one
 * user's writes take turns (PostgreSQL: the board row stays locked until the transaction ends;
 * SQLite: transactions are serial anyway) and positions stay dense and unique under any mix of
 * concurrent moves. Another user's writes never wait on mine.
 */
import { DEFAULT_TASK_COLUMNS, type TaskColumn } from '../../../contract/tasks.ts';
import type { Db } from '../../db/dialect.ts';
import { notFound } from '../../lib/http-error.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';
import { toTask } from './mappers.ts';
import { firstRanks, type Ranked } from './ranks.ts';

export const taskNotFound = () => notFound('Task');
export const taskColumnNotFound = () => notFound('Task column');

/**
 * Makes the board and its default columns if this is the user's first use, else marks it
 * changed; either way its row is held until the transaction ends. Racing first requests meet
 * on the board's primary key: one makes the columns, the others wait for it and find them.
 */
async function takeBoard(trx: Db, userId: string): Promise<void> {
  const now = nowIso();
  const made = await trx
    .insertInto('task_boards')
    .values({ user_id: userId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!made) {
    await trx.updateTable('task_boards').set({ updated_at: now }).where('user_id', '=', userId).execute();
    return;
  }
  const ranks = firstRanks(DEFAULT_TASK_COLUMNS.length);
  const columns = DEFAULT_TASK_COLUMNS.map((title, index) => {
    const { id, at } = newStamp();
    return { id, owner_id: userId, title, rank: ranks[index] as string, created_at: at, updated_at: at };
  });
  await trx.insertInto('task_columns').values(columns).execute();
}

/** Runs `work` in one transaction holding the user's board (made first if need be). */
export async function onBoard<T>(db: Db, userId: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await takeBoard(trx, userId);
    return work(trx);
  });
}

/** The board in one query, so one snapshot; undefined before the user's first use. */
async function readBoard(db: Db, userId: string): Promise<TaskColumn[] | undefined> {
  const rows = await db
    .selectFrom('task_boards')
    .leftJoin('task_columns', 'task_columns.owner_id', 'task_boards.user_id')
    .leftJoin('tasks', 'tasks.column_id', 'task_columns.id')
    .where('task_boards.user_id', '=', userId)
    .select([
      'task_columns.id as column_id',
      'task_columns.title as column_title',
      'tasks.id as task_id',
      'tasks.title as task_title',
      'tasks.description as task_description',
      'tasks.due_date as task_due_date',
      'tasks.created_at as task_created_at',
      'tasks.updated_at as task_updated_at',
    ])
    .orderBy('task_columns.rank')
    .orderBy('task_columns.id')
    .orderBy('tasks.rank')
    .orderBy('tasks.id')
    .execute();
  if (rows.length === 0) return undefined;

  const columns: TaskColumn[] = [];
  for (const row of rows) {
    if (row.column_id === null || row.column_title === null) continue; // a board with no columns
    let column = columns.at(-1);
    if (column?.id !== row.column_id) {
      column = { id: row.column_id, title: row.column_title, position: columns.length, tasks: [] };
      columns.push(column);
    }
    const { task_id: id, task_title: title, task_description: description, task_created_at: createdAt, task_updated_at: updatedAt } = row;
    if (id === null || title === null || description === null || createdAt === null || updatedAt === null) continue; // an empty column
    const task = { id, column_id: column.id, title, description, due_date: row.task_due_date, created_at: createdAt, updated_at: updatedAt };
    column.tasks.push(toTask(task, column.tasks.length));
  }
  return columns;
}

/** `GET /tasks/`: every column with its tasks, making the default columns on first use. */
export async function boardFor(db: Db, userId: string): Promise<TaskColumn[]> {
  const board = await readBoard(db, userId);
  if (board) return board;
  await onBoard(db, userId, async () => undefined);
  return (await readBoard(db, userId)) ?? [];
}

/** The user's columns in board order. */
export async function orderedColumns(db: Db, userId: string): Promise<Ranked[]> {
  return db.selectFrom('task_columns').select(['id', 'rank']).where('owner_id', '=', userId).orderBy('rank').orderBy('id').execute();
}

/** A column's tasks in order. */
export async function orderedTasks(db: Db, columnId: string): Promise<Ranked[]> {
  return db.selectFrom('tasks').select(['id', 'rank']).where('column_id', '=', columnId).orderBy('rank').orderBy('id').execute();
}

/** New keys for siblings that had to make room for a move (only ever a run of equal keys). */
export async function saveRanks(trx: Db, table: 'tasks' | 'task_columns', ranked: readonly Ranked[]): Promise<void> {
  for (const { id, rank } of ranked) await trx.updateTable(table).set({ rank }).where('id', '=', id).execute();
}

/** My column, or a 404 (someone else's columns do not exist for me). */
export async function findMyColumn(db: Db, userId: string, id: string) {
  const column = await db.selectFrom('task_columns').selectAll().where('id', '=', id).where('owner_id', '=', userId).executeTakeFirst();
  if (!column) throw taskColumnNotFound();
  return column;
}
