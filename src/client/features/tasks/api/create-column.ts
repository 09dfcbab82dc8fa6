import { endpoints } from '../../../../contract/endpoints.ts';
import { taskColumnSchema, type TaskColumn } from '../../../../contract/tasks.ts';
import { callApi } from '../../../lib/api-client.ts';
import { addColumn } from './board-cache.ts';
import { boardRequest } from './queued-board.ts';
import { useBoardMutation, type BoardMutationConfig } from './use-board-mutation.ts';

/** `standInId` (from optimisticId) names the column shown until the server has saved it. */
export type CreateColumnInput = { title: string; standInId: string };

export function createColumn({ title }: CreateColumnInput) {
  return callApi(endpoints.tasks.createColumn, taskColumnSchema, { json: { title } });
}

/** Shows the empty column at the right end at once; the saved one takes its place, or it goes on failure. */
export function useCreateColumn({ mutationConfig }: { mutationConfig?: BoardMutationConfig<CreateColumnInput, TaskColumn> } = {}) {
  return useBoardMutation({
    mutationFn: createColumn,
    queue: ({ title, standInId }) => boardRequest('create-column', endpoints.tasks.createColumn, { title }, { standInId }),
    optimistic: (columns, { title, standInId }) => addColumn(columns, { id: standInId, title: title.trim(), position: columns.length, tasks: [] }),
    settle: (columns, column, { standInId }) => addColumn(columns, column, standInId),
    mutationConfig,
  });
}
