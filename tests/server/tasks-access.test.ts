/* Another user's tasks and columns do not exist for me: every route answers 404 and changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import type { TaskColumn } from '../../src/contract/tasks.ts';
import { boardWithTasks, readBoard } from './support/tasks.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type Boards = { mine: TaskColumn[]; theirs: TaskColumn[] };
const first = (board: TaskColumn[]) => {
  const column = board[0];
  const task = column?.tasks[0];
  if (!column || !task) throw new Error('empty board');
  return { column: column.id, task: task.id };
};

const cases: [string, 'POST' | 'PATCH' | 'DELETE', (boards: Boards) => string, (boards: Boards) => object | undefined, string][] = [
  ['edit their task', 'PATCH', (b) => `/tasks/update/${first(b.theirs).task}`, () => ({ title: 'Mine now', description: '' }), 'Task not found.'],
  ['move their task into my column', 'PATCH', (b) => `/tasks/update/${first(b.theirs).task}`, (b) => ({ taskColumnId: first(b.mine).column, position: 0 }), 'Task not found.'],
  ['move their task within their column', 'PATCH', (b) => `/tasks/update/${first(b.theirs).task}`, () => ({ position: 1 }), 'Task not found.'],
  ['move my task into their column', 'PATCH', (b) => `/tasks/update/${first(b.mine).task}`, (b) => ({ taskColumnId: first(b.theirs).column }), 'Task column not found.'],
  ['delete their task', 'DELETE', (b) => `/tasks/delete/${first(b.theirs).task}`, () => undefined, 'Task not found.'],
  ['create a task in their column', 'POST', () => '/tasks/create', (b) => ({ taskColumnId: first(b.theirs).column, title: 'Sneaky' }), 'Task column not found.'],
  ['rename their column', 'PATCH', (b) => `/tasks/columns/${first(b.theirs).column}`, () => ({ title: 'Mine now' }), 'Task column not found.'],
  ['move their column', 'PATCH', (b) => `/tasks/columns/${first(b.theirs).column}`, () => ({ position: 2 }), 'Task column not found.'],
  ['delete their column', 'DELETE', (b) => `/tasks/columns/${first(b.theirs).column}`, () => undefined, 'Task column not found.'],
];

describe('another user’s board', () => {
  it.each(cases)('I cannot %s: 404, and neither board changes', async (_name, method, path, payload, message) => {
    const me: TestUser = await signUp(t.app);
    const them: TestUser = await signUp(t.app);
    const boards = { mine: await boardWithTasks(t.app, me, 2), theirs: await boardWithTasks(t.app, them, 2) };
    const response = await as(t.app, me)({ method, url: `/api/v1${path(boards)}`, payload: payload(boards) });
    expect(response.statusCode, response.body).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message });
    expect(await readBoard(t.app, me)).toEqual(boards.mine);
    expect(await readBoard(t.app, them)).toEqual(boards.theirs);
  });

  it('never shows their columns or tasks on my board', async () => {
    const me = await signUp(t.app);
    const them = await signUp(t.app);
    const theirs = await boardWithTasks(t.app, them, 2);
    const mine = await readBoard(t.app, me);
    const theirIds = new Set(theirs.flatMap((column) => [column.id, ...column.tasks.map((task) => task.id)]));
    expect(mine.flatMap((column) => [column.id, ...column.tasks.map((task) => task.id)]).some((id) => theirIds.has(id))).toBe(false);
    expect(mine.flatMap((column) => column.tasks)).toEqual([]);
  });
});
