/*
 * Tasks on my board. Each function runs inside `onBoard`, so it sees the board still while it
 * reads neighbours and writes keys. A task belongs to me through its column.
 */
import type { CreateTaskBody, Task, UpdateTaskBody } from '../../../contract/tasks.ts';
import type { Db } from '../../db/dialect.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';
import { findMyColumn, orderedTasks, saveRanks, taskNotFound } from './board-repository.ts';
import { toTask } from './mappers.ts';
import { moveTo, rankAtEnd } from './ranks.ts';

type NewTask = Required<Pick<CreateTaskBody, 'taskColumnId' | 'title' | 'description'>> & { dueDate: string | null };
type TaskChanges = Omit<UpdateTaskBody, 'dueDate'> & { dueDate?: string | null };

async function findMyTask(trx: Db, userId: string, id: string) {
  const task = await trx
    .selectFrom('tasks')
    .innerJoin('task_columns', 'task_columns.id', 'tasks.column_id')
    .selectAll('tasks')
    .where('tasks.id', '=', id)
    .where('task_columns.owner_id', '=', userId)
    .executeTakeFirst();
  if (!task) throw taskNotFound();
  return task;
}

/** Adds the task at the end of my column. */
export async function insertTask(trx: Db, userId: string, fields: NewTask): Promise<Task> {
  await findMyColumn(trx, userId, fields.taskColumnId);
  const siblings = await orderedTasks(trx, fields.taskColumnId);
  const { id, at } = newStamp();
  const row = {
    id,
    column_id: fields.taskColumnId,
    title: fields.title,
    description: fields.description,
    rank: rankAtEnd(siblings),
    due_date: fields.dueDate,
    created_at: at,
    updated_at: at,
  };
  await trx.insertInto('tasks').values(row).execute();
  return toTask(row, siblings.length);
}

/**
 * Changes the fields sent. A move (`taskColumnId` and/or `position`) gives the task one new key
 * between its new neighbours; the other tasks keep theirs, and the gap it left closes by itself.
 */
export async function updateTask(trx: Db, userId: string, id: string, changes: TaskChanges): Promise<Task> {
  const task = await findMyTask(trx, userId, id);
  const columnId = changes.taskColumnId ?? task.column_id;
  if (columnId !== task.column_id) await findMyColumn(trx, userId, columnId);
  const move = moveTo(await orderedTasks(trx, columnId), id, changes.position);
  await saveRanks(trx, 'tasks', move.rerank);
  const updated = {
    ...task,
    column_id: columnId,
    rank: move.rank ?? task.rank,
    title: changes.title ?? task.title,
    description: changes.description ?? task.description,
    due_date: changes.dueDate === undefined ? task.due_date : changes.dueDate,
    updated_at: nowIso(),
  };
  const { column_id, rank, title, description, due_date, updated_at } = updated;
  await trx.updateTable('tasks').set({ column_id, rank, title, description, due_date, updated_at }).where('id', '=', id).execute();
  return toTask(updated, move.position);
}

export async function deleteTask(trx: Db, userId: string, id: string): Promise<void> {
  await findMyTask(trx, userId, id);
  await trx.deleteFrom('tasks').where('id', '=', id).execute();
}
