import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { folderListSchema } from '../../../../contract/files.ts';
import { callApi } from '../../../lib/api-client.ts';
import { fileKeys } from './keys.ts';

/** My folders, newest first, with their totals and how much of my quota I use. */
export function getFolders(signal?: AbortSignal) {
  return callApi(endpoints.folders.list, folderListSchema, { signal });
}

export const foldersQueryOptions = () => queryOptions({ queryKey: fileKeys.folders(), queryFn: ({ signal }) => getFolders(signal) });

export function useFolders() {
  return useQuery(foldersQueryOptions());
}
