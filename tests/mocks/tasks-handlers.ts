/*
 * /tasks over an in-memory board per user, with the server's rules: the default columns on
 * the first read, dense positions, a move as `taskColumnId` and/or a target index (past the
 * end means the end), and anyone else's task or column a 404. Reset before every test.
 */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import {
  createTaskBodySchema,
  createTaskColumnBodySchema,
  DEFAULT_TASK_COLUMNS,
  taskBoardSchema,
  taskColumnSchema,
  taskSchema,
  updateTaskBodySchema,
  updateTaskColumnBodySchema,
  type Task,
  type TaskColumn,
} from '../../src/contract/tasks.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

type StoredTask = Omit<Task, 'taskColumnId' | 'position'>;
type StoredColumn = { id: string; ownerId: string; title: string; tasks: StoredTask[] };

export const tasksDb = { columns: [] as StoredColumn[], boardsMade: new Set<string>(), nextId: 1 };

export function resetTasksDb(): void {
  tasksDb.columns = [];
  tasksDb.boardsMade.clear();
  tasksDb.nextId = 1;
}

const nextId = (kind: string) => `${kind}-${String(tasksDb.nextId++).padStart(6, '0')}`;
const columnsOf = (userId: string) => tasksDb.columns.filter((column) => column.ownerId === userId);

function viewColumn(column: StoredColumn): TaskColumn {
  return taskColumnSchema.parse({
    id: column.id,
    title: column.title,
    position: columnsOf(column.ownerId).indexOf(column),
    tasks: column.tasks.map((task, position) => ({ ...task, taskColumnId: column.id, position })),
  });
}

function viewTask(column: StoredColumn, task: StoredTask): Task {
  return taskSchema.parse({ ...task, taskColumnId: column.id, position: column.tasks.indexOf(task) });
}

function addColumn(ownerId: string, title: string): StoredColumn {
  const column = { id: nextId('column'), ownerId, title, tasks: [] };
  tasksDb.columns.push(column);
  return column;
}

function newTask(fields: { title: string; description?: string; dueDate?: string | null }): StoredTask {
  const now = new Date().toISOString();
  return { id: nextId('task'), title: fields.title, description: fields.description ?? '', dueDate: fields.dueDate ?? null, createdAt: now, updatedAt: now };
}

type SeedTask = { title: string; description?: string; dueDate?: string | null };

/** A board for `userId` with these columns (in order) and tasks, in place of the defaults. */
export function seedBoard(userId: string, columns: Record<string, SeedTask[]>): TaskColumn[] {
  tasksDb.boardsMade.add(userId);
  return Object.entries(columns).map(([title, tasks]) => {
    const column = addColumn(userId, title);
    column.tasks = tasks.map(newTask);
    return viewColumn(column);
  });
}

/** The titles in each of the user's columns, as the server holds them. */
export function storedBoard(userId: string): Record<string, string[]> {
  return Object.fromEntries(columnsOf(userId).map((column) => [column.title, column.tasks.map((task) => task.title)]));
}

const notFound = (what: string) => apiError(404, 'NOT_FOUND', `${what} not found.`);

function myColumn(userId: string, id: string): StoredColumn {
  const column = columnsOf(userId).find((item) => item.id === id);
  // MSW sends a thrown response as the answer.
  if (!column) throw notFound('Task column');
  return column;
}

function myTask(userId: string, id: string): { column: StoredColumn; task: StoredTask } {
  for (const column of columnsOf(userId)) {
    const task = column.tasks.find((item) => item.id === id);
    if (task) return { column, task };
  }
  throw notFound('Task');
}

const insertAt = <T>(items: T[], item: T, index: number) => [...items.slice(0, index), item, ...items.slice(index)];

export const tasksHandlers = [
  mockEndpoint(endpoints.tasks.board, ({ request }) => {
    const userId = signedIn(request).me.id;
    if (!tasksDb.boardsMade.has(userId)) {
      tasksDb.boardsMade.add(userId);
      for (const title of DEFAULT_TASK_COLUMNS) addColumn(userId, title);
    }
    return HttpResponse.json(taskBoardSchema.parse({ items: columnsOf(userId).map(viewColumn) }));
  }),

  mockEndpoint(endpoints.tasks.create, async ({ request }) => {
    const userId = signedIn(request).me.id;
    const body = await readBody(request, createTaskBodySchema);
    const column = myColumn(userId, body.taskColumnId);
    const task = newTask(body);
    column.tasks.push(task);
    return HttpResponse.json(viewTask(column, task), { status: 201 });
  }),

  mockEndpoint(endpoints.tasks.update, async ({ request, params }) => {
    const userId = signedIn(request).me.id;
    const body = await readBody(request, updateTaskBodySchema);
    const { column, task } = myTask(userId, params.id);
    const target = body.taskColumnId ? myColumn(userId, body.taskColumnId) : column;
    const updated: StoredTask = {
      ...task,
      title: body.title ?? task.title,
      description: body.description ?? task.description,
      dueDate: body.dueDate === undefined ? task.dueDate : body.dueDate,
      updatedAt: new Date().toISOString(),
    };
    const current = column.tasks.indexOf(task);
    column.tasks = column.tasks.filter((item) => item !== task);
    const index = Math.min(body.position ?? (target === column ? current : target.tasks.length), target.tasks.length);
    target.tasks = insertAt(target.tasks, updated, index);
    return HttpResponse.json(viewTask(target, updated));
  }),

  mockEndpoint(endpoints.tasks.delete, ({ request, params }) => {
    const { column, task } = myTask(signedIn(request).me.id, params.id);
    column.tasks = column.tasks.filter((item) => item !== task);
    return HttpResponse.json(deletedSchema.parse({ id: task.id }));
  }),

  mockEndpoint(endpoints.tasks.createColumn, async ({ request }) => {
    const userId = signedIn(request).me.id;
    const body = await readBody(request, createTaskColumnBodySchema);
    return HttpResponse.json(viewColumn(addColumn(userId, body.title)), { status: 201 });
  }),

  mockEndpoint(endpoints.tasks.updateColumn, async ({ request, params }) => {
    const userId = signedIn(request).me.id;
    const body = await readBody(request, updateTaskColumnBodySchema);
    const column = myColumn(userId, params.id);
    column.title = body.title ?? column.title;
    if (body.position !== undefined) {
      const others = tasksDb.columns.filter((item) => item !== column);
      const mine = others.filter((item) => item.ownerId === userId);
      const before = mine[body.position];
      const at = before ? others.indexOf(before) : others.length;
      tasksDb.columns = insertAt(others, column, at);
    }
    return HttpResponse.json(viewColumn(column));
  }),

  mockEndpoint(endpoints.tasks.deleteColumn, ({ request, params }) => {
    const column = myColumn(signedIn(request).me.id, params.id);
    tasksDb.columns = tasksDb.columns.filter((item) => item !== column);
    return HttpResponse.json(deletedSchema.parse({ id: column.id }));
  }),
];
