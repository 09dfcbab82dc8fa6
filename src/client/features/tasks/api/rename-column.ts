import { endpoints } from '../../../../contract/endpoints.ts';
import { taskColumnSchema, type TaskColumn } from '../../../../contract/tasks.ts';
import { callApi } from '../../../lib/api-client.ts';
import { removeColumn, renameColumn as renameCachedColumn } from './board-cache.ts';
import { boardRequest } from './queued-board.ts';
import { useBoardMutation, type BoardMutationConfig } from './use-board-mutation.ts';

export type RenameColumnInput = { columnId: string; title: string };

export function renameColumn({ columnId, title }: RenameColumnInput) {
  return callApi(endpoints.tasks.updateColumn, taskColumnSchema, { params: { id: columnId }, json: { title } });
}

/** Shows the new name at once; a failure puts the old one back. */
export function useRenameColumn({ mutationConfig }: { mutationConfig?: BoardMutationConfig<RenameColumnInput, TaskColumn> } = {}) {
  return useBoardMutation({
    mutationFn: renameColumn,
    queue: ({ columnId, title }) => boardRequest('rename-column', endpoints.tasks.updateColumn, { title }, { params: { id: columnId } }),
    optimistic: (columns, { columnId, title }) => renameCachedColumn(columns, columnId, title.trim()),
    settle: (columns, column) => renameCachedColumn(columns, column.id, column.title),
    gone: (columns, { columnId }) => removeColumn(columns, columnId),
    mutationConfig,
  });
}
