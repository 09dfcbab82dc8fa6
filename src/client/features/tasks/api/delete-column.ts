import { deletedSchema } from '../../../../contract/common.ts';
import { endpoints } from '../../../../contract/endpoints.ts';
import { callApi } from '../../../lib/api-client.ts';
import { removeColumn } from './board-cache.ts';
import { boardRequest } from './queued-board.ts';
import { useBoardMutation, type BoardMutationConfig } from './use-board-mutation.ts';

export function deleteColumn(columnId: string) {
  return callApi(endpoints.tasks.deleteColumn, deletedSchema, { params: { id: columnId } });
}

/** Takes the column and its tasks off the board at once; a failure puts them back. */
export function useDeleteColumn({ mutationConfig }: { mutationConfig?: BoardMutationConfig<string, { id: string }> } = {}) {
  return useBoardMutation({
    mutationFn: deleteColumn,
    queue: (columnId) => boardRequest('delete-column', endpoints.tasks.deleteColumn, undefined, { params: { id: columnId } }),
    optimistic: removeColumn,
    settle: (columns, { id }) => removeColumn(columns, id),
    gone: removeColumn,
    mutationConfig,
  });
}
