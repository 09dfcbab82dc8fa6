import { endpoints } from '../../../../contract/endpoints.ts';
import { taskSchema, type Task } from '../../../../contract/tasks.ts';
import { callApi } from '../../../lib/api-client.ts';
import { patchTask, removeTask, settleTask } from './board-cache.ts';
import { boardRequest } from './queued-board.ts';
import { useBoardMutation, type BoardMutationConfig } from './use-board-mutation.ts';

/** An edit changes only the title and the description (the spec); moving is its own action. */
export type UpdateTaskInput = { taskId: string; changes: { title: string; description: string } };

export function updateTask({ taskId, changes }: UpdateTaskInput) {
  return callApi(endpoints.tasks.update, taskSchema, { params: { id: taskId }, json: changes });
}

/** Shows the new title and description at once; a failure puts the old ones back. */
export function useUpdateTask({ mutationConfig }: { mutationConfig?: BoardMutationConfig<UpdateTaskInput, Task> } = {}) {
  return useBoardMutation({
    mutationFn: updateTask,
    queue: ({ taskId, changes }) => boardRequest('edit-task', endpoints.tasks.update, changes, { params: { id: taskId } }),
    optimistic: (columns, { taskId, changes }) => patchTask(columns, taskId, { title: changes.title.trim(), description: changes.description }),
    settle: settleTask,
    gone: (columns, { taskId }) => removeTask(columns, taskId),
    mutationConfig,
  });
}
