import { endpoints } from '../../../../contract/endpoints.ts';
import { taskSchema, type Task } from '../../../../contract/tasks.ts';
import { callApi } from '../../../lib/api-client.ts';
import { findTask, placeTask, removeTask, settleTask } from './board-cache.ts';
import { boardRequest } from './queued-board.ts';
import { useBoardMutation, type BoardMutationConfig } from './use-board-mutation.ts';

/** Where the task goes: a column and an index in it (past the end means the end). */
export type MoveTaskInput = { taskId: string; taskColumnId: string; position: number };

export function moveTask({ taskId, taskColumnId, position }: MoveTaskInput) {
  return callApi(endpoints.tasks.update, taskSchema, { params: { id: taskId }, json: { taskColumnId, position } });
}

/** Moves the task on the board at once; a failure puts it back where it was. */
export function useMoveTask({ mutationConfig }: { mutationConfig?: BoardMutationConfig<MoveTaskInput, Task> } = {}) {
  return useBoardMutation({
    mutationFn: moveTask,
    queue: ({ taskId, taskColumnId, position }) => boardRequest('move-task', endpoints.tasks.update, { taskColumnId, position }, { params: { id: taskId } }),
    optimistic: (columns, { taskId, taskColumnId, position }) => placeTask(columns, taskId, taskColumnId, position),
    settle: settleTask,
    // Within its own column only the task can be missing; moved to another, that column may be
    // what went instead, and the board read afresh tells which.
    gone: (columns, { taskId, taskColumnId }) => (findTask(columns, taskId)?.taskColumnId === taskColumnId ? removeTask(columns, taskId) : columns),
    mutationConfig,
  });
}
