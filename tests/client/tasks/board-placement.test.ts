import { describe, expect, it } from 'vitest';
import { columnDropId, landing, moveAcross, tabDropId, type Placement } from '../../../src/client/features/tasks/components/board-placement.ts';
import { placeTask } from '../../../src/client/features/tasks/api/board-cache.ts';
import type { TaskColumn } from '../../../src/contract/tasks.ts';

const board: Placement = { todo: ['a', 'b', 'c'], doing: ['d'], done: [] };

describe('where a dragged task goes', () => {
  it('joins another column before the task it is over, or at the end of a column or tab', () => {
    expect(moveAcross(board, 'b', 'd')).toEqual({ todo: ['a', 'c'], doing: ['b', 'd'], done: [] });
    expect(moveAcross(board, 'b', columnDropId('doing'))).toEqual({ todo: ['a', 'c'], doing: ['d', 'b'], done: [] });
    expect(moveAcross(board, 'a', tabDropId('done'))).toEqual({ todo: ['b', 'c'], doing: ['d'], done: ['a'] });
    expect(moveAcross(board, 'a', 'c')).toBe(board);
  });

  it('lands in the place of the task it is dropped on, within its column', () => {
    expect(landing(board, 'a', 'c')).toEqual({ columnId: 'todo', order: ['b', 'c', 'a'] });
    expect(landing(board, 'c', 'a')).toEqual({ columnId: 'todo', order: ['c', 'a', 'b'] });
    expect(landing(board, 'b', 'b')).toEqual({ columnId: 'todo', order: ['a', 'b', 'c'] });
    expect(landing(board, 'b', columnDropId('todo'))).toEqual({ columnId: 'todo', order: ['a', 'b', 'c'] });
    expect(landing(board, 'b', 'nowhere')).toBeUndefined();
  });
});

describe('a move in the cached board', () => {
  const task = (id: string, columnId: string, position: number) => ({
    id,
    taskColumnId: columnId,
    title: id,
    description: '',
    position,
    dueDate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  const columns: TaskColumn[] = [
    { id: 'todo', title: 'To do', position: 0, tasks: [task('a', 'todo', 0), task('b', 'todo', 1), task('c', 'todo', 2)] },
    { id: 'done', title: 'Done', position: 1, tasks: [task('d', 'done', 0)] },
  ];
  const layout = (board: TaskColumn[]) => board.map((column) => column.tasks.map((item) => `${item.id}@${item.taskColumnId}:${item.position}`));

  it('keeps positions dense in both columns, as the server does', () => {
    expect(layout(placeTask(columns, 'a', 'done', 1))).toEqual([['b@todo:0', 'c@todo:1'], ['d@done:0', 'a@done:1']]);
    expect(layout(placeTask(columns, 'c', 'todo', 0))).toEqual([['c@todo:0', 'a@todo:1', 'b@todo:2'], ['d@done:0']]);
    expect(layout(placeTask(columns, 'b', 'done', 99))).toEqual([['a@todo:0', 'c@todo:1'], ['d@done:0', 'b@done:1']]);
  });
});
