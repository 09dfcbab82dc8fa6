import type { Task } from '../../../contract/tasks.ts';
import type { TaskRow } from '../../db/schema.ts';

/** A task as answered; `position` is its index in its column's (rank, id) order. */
export function toTask(row: Omit<TaskRow, 'rank'>, position: number): Task {
  return {
    id: row.id,
    taskColumnId: row.column_id,
    title: row.title,
    description: row.description,
    position,
    dueDate: row.due_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
