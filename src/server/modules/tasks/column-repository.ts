/* Columns of my board; like tasks, each function runs inside `onBoard`. */
import type { TaskColumn, UpdateTaskColumnBody } from '../../../contract/tasks.ts';
import type { Db } from '../../db/dialect.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';
import { findMyColumn, orderedColumns, saveRanks } from './board-repository.ts';
import { toTask } from './mappers.ts';
import { moveTo, rankAtEnd } from './ranks.ts';

/** Adds an empty column at the right end of my board. */
export async function insertColumn(trx: Db, userId: string, title: string): Promise<TaskColumn> {
  const siblings = await orderedColumns(trx, userId);
  const { id, at } = newStamp();
  await trx
    .insertInto('task_columns')
    .values({ id, owner_id: userId, title, rank: rankAtEnd(siblings), created_at: at, updated_at: at })
    .execute();
  return { id, title, position: siblings.length, tasks: [] };
}

/** Renames and/or moves my column; answers it with its tasks. */
export async function updateColumn(trx: Db, userId: string, id: string, changes: UpdateTaskColumnBody): Promise<TaskColumn> {
  const column = await findMyColumn(trx, userId, id);
  const move = moveTo(await orderedColumns(trx, userId), id, changes.position);
  await saveRanks(trx, 'task_columns', move.rerank);
  const title = changes.title ?? column.title;
  await trx
    .updateTable('task_columns')
    .set({ title, rank: move.rank ?? column.rank, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  const tasks = await trx.selectFrom('tasks').selectAll().where('column_id', '=', id).orderBy('rank').orderBy('id').execute();
  return { id, title, position: move.position, tasks: tasks.map((task, index) => toTask(task, index)) };
}

/** Deletes my column; its tasks go with it (the foreign key cascades). */
export async function deleteColumn(trx: Db, userId: string, id: string): Promise<void> {
  await findMyColumn(trx, userId, id);
  await trx.deleteFrom('task_columns').where('id', '=', id).execute();
}
