import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { taskBoardSchema } from '../../../../contract/tasks.ts';
import { callApi } from '../../../lib/api-client.ts';
import { taskKeys } from './keys.ts';

/** My columns with their tasks, both in order; the first read makes "To do", "In progress" and "Done". */
export function getBoard(signal?: AbortSignal) {
  return callApi(endpoints.tasks.board, taskBoardSchema, { signal });
}

export const boardQueryOptions = () => queryOptions({ queryKey: taskKeys.board(), queryFn: ({ signal }) => getBoard(signal) });

export function useBoard() {
  return useQuery(boardQueryOptions());
}
