/*
 * The task board: the default columns (once, however many first requests race), tasks and
 * columns made, changed and deleted, and bad input refused without changing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { DEFAULT_TASK_COLUMNS, TASK_DESCRIPTION_MAX, taskBoardSchema, taskColumnSchema, taskSchema } from '../../src/contract/tasks.ts';
import { boardWithTasks, createColumn, createTask, expectDenseBoard, layoutOf, readBoard, updateTask } from './support/tasks.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app, { name: 'Kofi Planner' });
});
afterAll(async () => t.close());

const columnCount = async (userId: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('task_columns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /tasks/', () => {
  it('makes "To do", "In progress" and "Done" exactly once under 10 concurrent first requests', async () => {
    const user = await signUp(t.app);
    const responses = await Promise.all(Array.from({ length: 10 }, () => as(t.app, user)({ method: 'GET', url: '/api/v1/tasks/' })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const boards = responses.map((response) => taskBoardSchema.parse(response.json()).items);
    for (const board of boards) {
      expect(board.map((column) => column.title)).toEqual([...DEFAULT_TASK_COLUMNS]);
      expect(board.map((column) => column.id)).toEqual(boards[0]?.map((column) => column.id));
      expect(board.every((column) => column.tasks.length === 0)).toBe(true);
      expectDenseBoard(board);
    }
    expect(await columnCount(user.user.id)).toBe(3);
  });

  it('makes the defaults once when the first requests are a mix of reads and writes', async () => {
    const user = await signUp(t.app);
    const call = as(t.app, user);
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => call({ method: 'GET', url: '/api/v1/tasks/' })),
      call({ method: 'POST', url: '/api/v1/tasks/columns', payload: { title: 'Exams' } }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect((await readBoard(t.app, user)).map((column) => column.title)).toEqual([...DEFAULT_TASK_COLUMNS, 'Exams']);
  });

  it('does not make the defaults again once the user has deleted every column', async () => {
    const user = await signUp(t.app);
    for (const column of await readBoard(t.app, user)) {
      expect((await as(t.app, user)({ method: 'DELETE', url: `/api/v1/tasks/columns/${column.id}` })).statusCode).toBe(200);
    }
    expect(await readBoard(t.app, user)).toEqual([]);
  });

  it('goes with the account: board, columns and tasks', async () => {
    const user = await signUp(t.app);
    const [todo] = await boardWithTasks(t.app, user, 1);
    const response = await as(t.app, user)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: user.password } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.app.db.selectFrom('task_boards').select('user_id').where('user_id', '=', user.user.id).execute()).toEqual([]);
    expect(await columnCount(user.user.id)).toBe(0);
    expect(await t.app.db.selectFrom('tasks').select('id').where('column_id', '=', todo?.id ?? '').execute()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/tasks/' });
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });
});

describe('tasks', () => {
  it('creates a task at the end of its column with its title trimmed and due date in UTC', async () => {
    const [todo] = await readBoard(t.app, owner);
    if (!todo) throw new Error('no column');
    const first = await createTask(t.app, owner, { taskColumnId: todo.id, title: '  Read Donoghue v Stevenson  ' });
    expect(first).toMatchObject({ taskColumnId: todo.id, title: 'Read Donoghue v Stevenson', description: '', position: 0, dueDate: null });
    expect(first.updatedAt).toBe(first.createdAt);
    const second = await createTask(t.app, owner, {
      taskColumnId: todo.id,
      title: 'Moot court brief',
      description: 'Ground 2: estoppel',
      dueDate: '2026-12-01T09:30:00+01:00',
    });
    expect(second).toMatchObject({ position: 1, description: 'Ground 2: estoppel', dueDate: '2026-12-01T08:30:00.000Z' });
    const dated = await createTask(t.app, owner, { taskColumnId: todo.id, title: 'Essay', dueDate: '2026-12-24' });
    expect(dated.dueDate).toBe('2026-12-24T00:00:00.000Z');
    const board = await readBoard(t.app, owner);
    expect(board[0]?.tasks).toEqual([first, second, dated]);
  });

  it('updates only the fields sent, and clears a due date with null', async () => {
    const [todo] = await readBoard(t.app, owner);
    if (!todo) throw new Error('no column');
    const task = await createTask(t.app, owner, { taskColumnId: todo.id, title: 'Torts reading', description: 'Ch. 3', dueDate: '2026-12-02' });
    const retitled = await updateTask(t.app, owner, task.id, { title: 'Torts reading (ch. 3–4)' });
    expect(retitled).toMatchObject({ title: 'Torts reading (ch. 3–4)', description: 'Ch. 3', dueDate: task.dueDate, position: task.position });
    expect(await updateTask(t.app, owner, task.id, { description: '' })).toMatchObject({ title: 'Torts reading (ch. 3–4)', description: '' });
    expect(await updateTask(t.app, owner, task.id, { dueDate: null })).toMatchObject({ dueDate: null, taskColumnId: todo.id });
    expect(await updateTask(t.app, owner, task.id, {})).toMatchObject({ title: 'Torts reading (ch. 3–4)', position: task.position });
  });

  it('deletes a task and closes the gap it leaves', async () => {
    const user = await signUp(t.app);
    const [todo] = await boardWithTasks(t.app, user, 3);
    const middle = todo?.tasks[1];
    if (!middle) throw new Error('no task');
    const response = await as(t.app, user)({ method: 'DELETE', url: `/api/v1/tasks/delete/${middle.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: middle.id });
    const board = await readBoard(t.app, user);
    expect(layoutOf(board)['To do']).toEqual(['To do 1', 'To do 3']);
    expectDenseBoard(board);
    expect((await as(t.app, user)({ method: 'DELETE', url: `/api/v1/tasks/delete/${middle.id}` })).statusCode).toBe(404);
  });
});

describe('columns', () => {
  it('adds a column at the end, renames and reorders it', async () => {
    const user = await signUp(t.app);
    const exams = await createColumn(t.app, user, '  Exams  ');
    expect(exams).toEqual({ id: exams.id, title: 'Exams', position: 3, tasks: [] });
    const task = await createTask(t.app, user, { taskColumnId: exams.id, title: 'Revise land law' });

    const moved = await as(t.app, user)({ method: 'PATCH', url: `/api/v1/tasks/columns/${exams.id}`, payload: { title: 'Exam prep', position: 0 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(taskColumnSchema.parse(moved.json())).toEqual({ id: exams.id, title: 'Exam prep', position: 0, tasks: [task] });
    const board = await readBoard(t.app, user);
    expect(board.map((column) => column.title)).toEqual(['Exam prep', ...DEFAULT_TASK_COLUMNS]);
    expectDenseBoard(board);

    const last = await as(t.app, user)({ method: 'PATCH', url: `/api/v1/tasks/columns/${exams.id}`, payload: { position: 99 } });
    expect(last.json()).toMatchObject({ position: 3, title: 'Exam prep' });
    expect((await readBoard(t.app, user)).map((column) => column.title)).toEqual([...DEFAULT_TASK_COLUMNS, 'Exam prep']);
  });

  it('deletes a column with its tasks; the other columns close up', async () => {
    const user = await signUp(t.app);
    const [, doing] = await boardWithTasks(t.app, user, 2);
    if (!doing) throw new Error('no column');
    const response = await as(t.app, user)({ method: 'DELETE', url: `/api/v1/tasks/columns/${doing.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: doing.id });
    const board = await readBoard(t.app, user);
    expect(layoutOf(board)).toEqual({ 'To do': ['To do 1', 'To do 2'], Done: ['Done 1', 'Done 2'] });
    expectDenseBoard(board);
    const orphans = await t.app.db.selectFrom('tasks').select('id').where('column_id', '=', doing.id).execute();
    expect(orphans).toEqual([]);
    for (const task of doing.tasks) {
      expect((await as(t.app, user)({ method: 'PATCH', url: `/api/v1/tasks/update/${task.id}`, payload: { title: 'Back?' } })).statusCode).toBe(404);
    }
  });
});

describe('bad input', () => {
  const cases: [string, 'POST' | 'PATCH', (ids: { column: string; task: string }) => string, object, number, string?][] = [
    ['a task with an empty title', 'POST', () => '/tasks/create', { title: '' }, 400, 'body.title'],
    ['a task with a blank title', 'POST', () => '/tasks/create', { title: '   ' }, 400, 'body.title'],
    ['a task with a 201-character title', 'POST', () => '/tasks/create', { title: 'x'.repeat(201) }, 400, 'body.title'],
    ['a task with a too long description', 'POST', () => '/tasks/create', { description: 'x'.repeat(TASK_DESCRIPTION_MAX + 1) }, 400, 'body.description'],
    ['a task with no column', 'POST', () => '/tasks/create', { taskColumnId: undefined }, 400, 'body.taskColumnId'],
    ['a task in an unknown column', 'POST', () => '/tasks/create', { taskColumnId: '0190d3e0-0000-7000-8000-000000000000' }, 404],
    ['a due date that is not a date', 'POST', () => '/tasks/create', { dueDate: 'next Friday' }, 400, 'body.dueDate'],
    ['a due date that is a number', 'POST', () => '/tasks/create', { dueDate: 1767225600000 }, 400, 'body.dueDate'],
    ['an update with an empty title', 'PATCH', ({ task }) => `/tasks/update/${task}`, { title: '' }, 400, 'body.title'],
    ['a move to a position that is not a number', 'PATCH', ({ task }) => `/tasks/update/${task}`, { position: 'top' }, 400, 'body.position'],
    ['a move to a negative position', 'PATCH', ({ task }) => `/tasks/update/${task}`, { position: -1 }, 400, 'body.position'],
    ['a move to a fractional position', 'PATCH', ({ task }) => `/tasks/update/${task}`, { position: 0.5 }, 400, 'body.position'],
    ['a move to an unknown column', 'PATCH', ({ task }) => `/tasks/update/${task}`, { taskColumnId: 'no-such-column', position: 0 }, 404],
    ['a column with an empty title', 'POST', () => '/tasks/columns', { title: '' }, 400, 'body.title'],
    ['a column with an 81-character title', 'POST', () => '/tasks/columns', { title: 'x'.repeat(81) }, 400, 'body.title'],
    ['a column renamed to nothing', 'PATCH', ({ column }) => `/tasks/columns/${column}`, { title: ' ' }, 400, 'body.title'],
    ['a column moved to a negative position', 'PATCH', ({ column }) => `/tasks/columns/${column}`, { position: -2 }, 400, 'body.position'],
    ['a column moved to a position that is not a number', 'PATCH', ({ column }) => `/tasks/columns/${column}`, { position: '1' }, 400, 'body.position'],
    ['a column that does not exist', 'PATCH', () => '/tasks/columns/no-such-column', { title: 'Later' }, 404],
  ];

  it.each(cases)('refuses %s in the contract’s shape and changes nothing', async (_name, method, path, payload, status, field) => {
    const user = await signUp(t.app);
    const before = await boardWithTasks(t.app, user, 2);
    const ids = { column: before[1]?.id ?? '', task: before[1]?.tasks[0]?.id ?? '' };
    const body = { taskColumnId: ids.column, title: 'Valid title', ...payload };
    const response = await as(t.app, user)({ method, url: `/api/v1${path(ids)}`, payload: body });
    expect(response.statusCode, response.body).toBe(status);
    const error = apiErrorSchema.parse(response.json());
    expect(error).toMatchObject({ statusCode: status, code: status === 400 ? 'VALIDATION_FAILED' : 'NOT_FOUND' });
    if (field) expect(error.details?.map((detail) => detail.path)).toContain(field);
    expect(await readBoard(t.app, user)).toEqual(before);
  });

  it('puts a task moved past the end of a column at its end', async () => {
    const user = await signUp(t.app);
    const [todo, doing] = await boardWithTasks(t.app, user, 2);
    const task = todo?.tasks[0];
    if (!task || !doing) throw new Error('no task');
    const moved = taskSchema.parse(await updateTask(t.app, user, task.id, { taskColumnId: doing.id, position: 1_000_000 }));
    expect(moved).toMatchObject({ taskColumnId: doing.id, position: 2 });
    expect(layoutOf(await readBoard(t.app, user))['In progress']).toEqual(['In progress 1', 'In progress 2', 'To do 1']);
  });
});
