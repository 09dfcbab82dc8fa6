import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { removeTask } from './board-cache.ts';
import { boardRequest } from './queued-board.ts';
import { useBoardMutation, type BoardMutationConfig } from './use-board-mutation.ts';

export function deleteTask(taskId: string) {
  return callApi(endpoints.tasks.delete, deletedSchema, { params: { id: taskId } });
}

/** Takes the task off the board at once; a failure puts it back. */
export function useDeleteTask({ mutationConfig }: { mutationConfig?: BoardMutationConfig<string, { id: string }> } = {}) {
  return useBoardMutation({
    mutationFn: deleteTask,
    queue: (taskId) => boardRequest('delete-task', endpoints.tasks.delete, undefined, { params: { id: taskId } }),
    optimistic: removeTask,
    settle: (columns, { id }) => removeTask(columns, id),
    gone: removeTask,
    successText: catalogue.content.taskDeleted,
    mutationConfig,
  });
}
