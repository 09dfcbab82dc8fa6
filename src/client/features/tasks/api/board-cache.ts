/*
 * Edits to the cached board (`GET /tasks/`): pure functions from columns to columns, each
 * keeping positions dense (0…n-1) as the server does, so that applying the server's answer
 * after an optimistic edit lands in the same place.
 */
import type { Task, TaskColumn } from '../../../../contract/tasks.ts';

type Columns = TaskColumn[];

const renumber = (tasks: Task[]): Task[] => tasks.map((task, position) => (task.position === position ? task : { ...task, position }));

export function findTask(columns: Columns, taskId: string): Task | undefined {
  for (const column of columns) {
    const found = column.tasks.find((task) => task.id === taskId);
    if (found) return found;
  }
  return undefined;
}

/** Puts the task (with `changes`) at `index` of column `columnId`; past the end means the end. */
export function placeTask(columns: Columns, taskId: string, columnId: string, index: number, changes: Partial<Task> = {}): Columns {
  const task = findTask(columns, taskId);
  if (!task || !columns.some((column) => column.id === columnId)) return columns;
  const moved = { ...task, ...changes, taskColumnId: columnId };
  return columns.map((column) => {
    const rest = column.tasks.filter((item) => item.id !== taskId);
    if (column.id !== columnId) return rest.length === column.tasks.length ? column : { ...column, tasks: renumber(rest) };
    return { ...column, tasks: renumber([...rest.slice(0, index), moved, ...rest.slice(index)]) };
  });
}

/** The server's copy of a task, where the server says it is. */
export function settleTask(columns: Columns, task: Task): Columns {
  return placeTask(columns, task.id, task.taskColumnId, task.position, task);
}

export function patchTask(columns: Columns, taskId: string, changes: Partial<Pick<Task, 'title' | 'description'>>): Columns {
  return columns.map((column) => ({ ...column, tasks: column.tasks.map((task) => (task.id === taskId ? { ...task, ...changes } : task)) }));
}

/** Adds a task at the end of its column, or swaps it for the stand-in `replacing`. */
export function addTask(columns: Columns, task: Task, replacing?: string): Columns {
  return columns.map((column) => {
    const rest = column.tasks.filter((item) => item.id !== task.id && item.id !== replacing);
    if (column.id !== task.taskColumnId) return rest.length === column.tasks.length ? column : { ...column, tasks: renumber(rest) };
    const at = replacing ? column.tasks.findIndex((item) => item.id === replacing) : -1;
    const tasks = at === -1 ? [...rest, task] : [...rest.slice(0, at), task, ...rest.slice(at)];
    return { ...column, tasks: renumber(tasks) };
  });
}

export function removeTask(columns: Columns, taskId: string): Columns {
  return columns.map((column) => (column.tasks.some((task) => task.id === taskId) ? { ...column, tasks: renumber(column.tasks.filter((task) => task.id !== taskId)) } : column));
}

const renumberColumns = (columns: Columns): Columns => columns.map((column, position) => (column.position === position ? column : { ...column, position }));

/** Adds a column at the right end, or swaps it for the stand-in `replacing`. */
export function addColumn(columns: Columns, column: TaskColumn, replacing?: string): Columns {
  const at = replacing ? columns.findIndex((item) => item.id === replacing) : -1;
  const rest = columns.filter((item) => item.id !== column.id && item.id !== replacing);
  return renumberColumns(at === -1 ? [...rest, column] : [...rest.slice(0, at), column, ...rest.slice(at)]);
}

export function renameColumn(columns: Columns, columnId: string, title: string): Columns {
  return columns.map((column) => (column.id === columnId ? { ...column, title } : column));
}

export function removeColumn(columns: Columns, columnId: string): Columns {
  return renumberColumns(columns.filter((column) => column.id !== columnId));
}
