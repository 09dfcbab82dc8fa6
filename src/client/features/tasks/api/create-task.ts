import { endpoints } from '../../../../contract/endpoints.ts';
import { createTaskBodySchema, taskSchema, type CreateTaskBody, type Task } from '../../../../contract/tasks.ts';
import { callApi } from '../../../lib/api-client.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { addTask, removeColumn } from './board-cache.ts';
import { boardRequest } from './queued-board.ts';
import { useBoardMutation, type BoardMutationConfig } from './use-board-mutation.ts';

/** `standInId` (from optimisticId) names the task shown until the server has saved it. */
export type CreateTaskInput = { body: CreateTaskBody; standInId: string };

export function createTask({ body }: CreateTaskInput) {
  return callApi(endpoints.tasks.create, taskSchema, { json: body });
}

function standInTask({ body, standInId }: CreateTaskInput): Task | undefined {
  const parsed = createTaskBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const now = new Date().toISOString();
  return { id: standInId, ...parsed.data, position: 0, createdAt: now, updatedAt: now };
}

/** Shows the task at the end of its column at once; the saved task takes its place, or it goes on failure. */
export function useCreateTask({ mutationConfig }: { mutationConfig?: BoardMutationConfig<CreateTaskInput, Task> } = {}) {
  return useBoardMutation({
    mutationFn: createTask,
    queue: ({ body, standInId }) => boardRequest('create-task', endpoints.tasks.create, body, { standInId }),
    optimistic: (columns, input) => {
      const standIn = standInTask(input);
      return standIn ? addTask(columns, standIn) : columns;
    },
    settle: (columns, task, { standInId }) => addTask(columns, task, standInId),
    gone: (columns, { body }) => removeColumn(columns, body.taskColumnId),
    successText: catalogue.content.taskCreated,
    mutationConfig,
  });
}
