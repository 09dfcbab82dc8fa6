/* Reading and writing the task board through the API, as the tasks suites need it. */
import { expect } from 'vitest';
import {
  taskBoardSchema,
  taskColumnSchema,
  taskSchema,
  type CreateTaskBody,
  type Task,
  type TaskColumn,
  type UpdateTaskBody,
} from '../../../src/contract/tasks.ts';
import type { App } from '../../../src/server/app.ts';
import { as, type TestUser } from './users.ts';

/** `GET /tasks/`, checked against the contract. */
export async function readBoard(app: App, user: TestUser): Promise<TaskColumn[]> {
  const response = await as(app, user)({ method: 'GET', url: '/api/v1/tasks/' });
  expect(response.statusCode, response.body).toBe(200);
  return taskBoardSchema.parse(response.json()).items;
}

export async function createTask(app: App, user: TestUser, fields: CreateTaskBody): Promise<Task> {
  const response = await as(app, user)({ method: 'POST', url: '/api/v1/tasks/create', payload: fields });
  expect(response.statusCode, response.body).toBe(201);
  return taskSchema.parse(response.json());
}

export async function createColumn(app: App, user: TestUser, title: string): Promise<TaskColumn> {
  const response = await as(app, user)({ method: 'POST', url: '/api/v1/tasks/columns', payload: { title } });
  expect(response.statusCode, response.body).toBe(201);
  return taskColumnSchema.parse(response.json());
}

export async function updateTask(app: App, user: TestUser, id: string, changes: UpdateTaskBody): Promise<Task> {
  const response = await as(app, user)({ method: 'PATCH', url: `/api/v1/tasks/update/${id}`, payload: changes });
  expect(response.statusCode, response.body).toBe(200);
  return taskSchema.parse(response.json());
}

/** Column title → its task titles in order: what a person sees on the board. */
export function layoutOf(board: TaskColumn[]): Record<string, string[]> {
  return Object.fromEntries(board.map((column) => [column.title, column.tasks.map((task) => task.title)]));
}

/**
 * Fails unless every column's position is its index, every task's position is its index in
 * its column, and each task names the column it sits in.
 */
export function expectDenseBoard(board: TaskColumn[]): void {
  expect(board.map((column) => column.position)).toEqual(board.map((_column, index) => index));
  for (const column of board) {
    expect(column.tasks.map((task) => task.position)).toEqual(column.tasks.map((_task, index) => index));
    expect(column.tasks.every((task) => task.taskColumnId === column.id)).toBe(true);
  }
}

/** A user's board with named, empty columns and `perColumn` tasks in each, titled "<column> <n>". */
export async function boardWithTasks(app: App, user: TestUser, perColumn: number): Promise<TaskColumn[]> {
  for (const column of await readBoard(app, user)) {
    for (let n = 1; n <= perColumn; n += 1) await createTask(app, user, { taskColumnId: column.id, title: `${column.title} ${n}` });
  }
  return readBoard(app, user);
}
