/*
 * Moving tasks and columns: positions stay dense and unique whatever the order or overlap of
 * moves, a run of moves ends where the moves say, and a move re-keys only what it moves.
 * Random moves come from a fixed seed, so a failure replays the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskColumnSchema, taskSchema, type TaskColumn } from '../../src/contract/tasks.ts';
import { boardWithTasks, expectDenseBoard, readBoard, updateTask } from './support/tasks.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** mulberry32: a small seeded generator. */
function random(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * below);
  };
}

type Move = { taskId: string; taskColumnId?: string; position?: number };

/** Column id → task ids in order. */
type Layout = Map<string, string[]>;
const layoutIds = (board: TaskColumn[]): Layout => new Map(board.map((column) => [column.id, column.tasks.map((task) => task.id)]));

/** 50 moves of random tasks: half within their column, half to another; some past the end, some with no position. */
function randomMoves(board: TaskColumn[], seed: number, count = 50): Move[] {
  const next = random(seed);
  const taskIds = board.flatMap((column) => column.tasks.map((task) => task.id));
  const columnIds = board.map((column) => column.id);
  return Array.from({ length: count }, () => {
    const taskId = taskIds[next(taskIds.length)] as string;
    const position = next(8);
    switch (next(4)) {
      case 0:
        return { taskId, position };
      case 1:
        return { taskId, taskColumnId: columnIds[next(columnIds.length)], position };
      case 2:
        return { taskId, taskColumnId: columnIds[next(columnIds.length)] };
      default:
        return { taskId, taskColumnId: columnIds[next(columnIds.length)], position: 100 + position };
    }
  });
}

/** What the move does to the layout, as the contract describes it. */
function applyMove(layout: Layout, move: Move): { taskColumnId: string; position: number } {
  const [from, source] = [...layout].find(([, ids]) => ids.includes(move.taskId)) as [string, string[]];
  const to = move.taskColumnId ?? from;
  const current = source.indexOf(move.taskId);
  source.splice(current, 1);
  const target = layout.get(to) as string[];
  const position = Math.min(move.position ?? (from === to ? current : target.length), target.length);
  target.splice(position, 0, move.taskId);
  return { taskColumnId: to, position };
}

const send = (user: TestUser, { taskId, ...body }: Move) =>
  as(t.app, user)({ method: 'PATCH', url: `/api/v1/tasks/update/${taskId}`, payload: body });

/** Each column's ranks, in board order, straight from the database. */
async function ranksOf(userId: string) {
  return t.app.db
    .selectFrom('tasks')
    .innerJoin('task_columns', 'task_columns.id', 'tasks.column_id')
    .select(['tasks.id', 'tasks.column_id', 'tasks.rank'])
    .where('task_columns.owner_id', '=', userId)
    .orderBy('tasks.id')
    .execute();
}

describe('moving tasks', () => {
  it('ends 50 moves in a row exactly where the moves say, answering each task’s new place', async () => {
    const user = await signUp(t.app);
    const board = await boardWithTasks(t.app, user, 5);
    const model = layoutIds(board);
    for (const move of randomMoves(board, 13)) {
      const expected = applyMove(model, move);
      const response = await send(user, move);
      expect(response.statusCode, response.body).toBe(200);
      expect(taskSchema.parse(response.json())).toMatchObject({ id: move.taskId, ...expected });
    }
    const after = await readBoard(t.app, user);
    expectDenseBoard(after);
    expect(layoutIds(after)).toEqual(model);
  });

  it('keeps positions unique, dense and ordered after 50 concurrent moves', async () => {
    const user = await signUp(t.app);
    const board = await boardWithTasks(t.app, user, 5);
    const moves = randomMoves(board, 2026);
    const responses = await Promise.all(moves.map((move) => send(user, move)));
    expect(responses.map((response) => response.statusCode)).toEqual(moves.map(() => 200));

    const after = await readBoard(t.app, user);
    expectDenseBoard(after);
    expect(await readBoard(t.app, user)).toEqual(after);
    const placed = after.flatMap((column) => column.tasks.map((task) => task.id));
    expect(placed.sort()).toEqual(board.flatMap((column) => column.tasks.map((task) => task.id)).sort());
    const ranks = await ranksOf(user.user.id);
    for (const column of after) {
      const columnRanks = ranks.filter((row) => row.column_id === column.id).map((row) => row.rank);
      expect(new Set(columnRanks).size).toBe(columnRanks.length);
    }

    // What the moves decide whatever their order: a task every move of which names one column
    // ends there; a task no move touched stays, in its old order among the others left alone.
    const columnOf = new Map(after.flatMap((column) => column.tasks.map((task) => [task.id, column.id] as const)));
    for (const column of board) {
      for (const task of column.tasks) {
        const targets = new Set(moves.filter((move) => move.taskId === task.id).map((move) => move.taskColumnId ?? column.id));
        if (targets.size === 0) expect(columnOf.get(task.id)).toBe(column.id);
        if (targets.size === 1) expect(columnOf.get(task.id)).toBe([...targets][0]);
      }
      const untouched = column.tasks.map((task) => task.id).filter((id) => !moves.some((move) => move.taskId === id));
      const afterColumn = after.find((candidate) => candidate.id === column.id);
      expect(afterColumn?.tasks.map((task) => task.id).filter((id) => untouched.includes(id))).toEqual(untouched);
    }
  });

  it('lands 10 tasks sent to one place at once side by side there, each with its own key', async () => {
    const user = await signUp(t.app);
    const [todo, doing, done] = await boardWithTasks(t.app, user, 5);
    if (!todo || !doing || !done) throw new Error('no columns');
    const movers = [...todo.tasks, ...doing.tasks].map((task) => task.id);
    const responses = await Promise.all(movers.map((taskId) => send(user, { taskId, taskColumnId: done.id, position: 1 })));
    expect(responses.map((response) => response.statusCode)).toEqual(movers.map(() => 200));
    expect(new Set(responses.map((response) => taskSchema.parse(response.json()).position))).toEqual(new Set([1]));

    const after = await readBoard(t.app, user);
    expectDenseBoard(after);
    const doneIds = after[2]?.tasks.map((task) => task.id) ?? [];
    const [keptFirst, ...rest] = done.tasks.map((task) => task.id);
    expect(doneIds[0]).toBe(keptFirst);
    expect(doneIds.slice(1, 11).sort()).toEqual([...movers].sort());
    expect(doneIds.slice(11)).toEqual(rest);
    const ranks = (await ranksOf(user.user.id)).filter((row) => row.column_id === done.id).map((row) => row.rank);
    expect(new Set(ranks).size).toBe(15);
  });

  it('gives the moved task one new key and leaves every other task’s key alone', async () => {
    const user = await signUp(t.app);
    const [todo, doing] = await boardWithTasks(t.app, user, 6);
    const before = await ranksOf(user.user.id);
    const within = todo?.tasks[4];
    const across = todo?.tasks[1];
    if (!within || !across || !doing) throw new Error('no tasks');
    await updateTask(t.app, user, within.id, { position: 1 });
    await updateTask(t.app, user, across.id, { taskColumnId: doing.id, position: 3 });
    const after = await ranksOf(user.user.id);
    const changed = after.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index])).map((row) => row.id);
    expect(changed.sort()).toEqual([within.id, across.id].sort());
  });

  it('reads tasks with equal keys in a stable order and moves a task in between them', async () => {
    const user = await signUp(t.app);
    const [todo] = await boardWithTasks(t.app, user, 4);
    const [first, second, third, fourth] = todo?.tasks ?? [];
    if (!first || !second || !third || !fourth) throw new Error('no tasks');
    // Two tasks sharing a key, as two writers that did not take turns could leave them.
    const shared = (await t.app.db.selectFrom('tasks').select('rank').where('id', '=', second.id).executeTakeFirstOrThrow()).rank;
    await t.app.db.updateTable('tasks').set({ rank: shared }).where('id', '=', third.id).execute();
    const tied = await readBoard(t.app, user);
    expectDenseBoard(tied);
    const byId = [second.id, third.id].sort();
    expect(tied[0]?.tasks.map((task) => task.id)).toEqual([first.id, ...byId, fourth.id]);

    const moved = await updateTask(t.app, user, fourth.id, { position: 2 });
    expect(moved.position).toBe(2);
    const after = await readBoard(t.app, user);
    expectDenseBoard(after);
    expect(after[0]?.tasks.map((task) => task.id)).toEqual([first.id, byId[0], fourth.id, byId[1]]);
    const ranks = (await ranksOf(user.user.id)).filter((row) => row.column_id === todo?.id).map((row) => row.rank);
    expect(new Set(ranks).size).toBe(4);
  });
});

describe('moving columns', () => {
  it('lands columns sent to one place at once side by side there, each with its own key', async () => {
    const user = await signUp(t.app);
    for (const title of ['Week 1', 'Week 2', 'Week 3']) {
      expect((await as(t.app, user)({ method: 'POST', url: '/api/v1/tasks/columns', payload: { title } })).statusCode).toBe(201);
    }
    const [kept, ...movers] = await readBoard(t.app, user);
    const responses = await Promise.all(
      movers.map((column) => as(t.app, user)({ method: 'PATCH', url: `/api/v1/tasks/columns/${column.id}`, payload: { position: 1 } })),
    );
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(taskColumnSchema.parse(response.json()).position).toBe(1);
    }
    const after = await readBoard(t.app, user);
    expectDenseBoard(after);
    expect(after[0]?.id).toBe(kept?.id);
    expect(after.slice(1).map((column) => column.id).sort()).toEqual(movers.map((column) => column.id).sort());
    const ranks = await t.app.db.selectFrom('task_columns').select('rank').where('owner_id', '=', user.user.id).execute();
    expect(new Set(ranks.map((row) => row.rank)).size).toBe(6);
  });
});
