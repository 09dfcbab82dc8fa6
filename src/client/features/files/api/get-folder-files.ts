import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { fileListSchema } from '../../../../contract/files.ts';
import { callApi } from '../../../lib/api-client.ts';
import { fileKeys } from './keys.ts';

/** The files in one of my folders, newest first; another user's folder is a 404. */
export function getFolderFiles(folderId: string, signal?: AbortSignal) {
  return callApi(endpoints.folders.files, fileListSchema, { params: { folderId }, signal });
}

export const folderFilesQueryOptions = (folderId: string) =>
  queryOptions({ queryKey: fileKeys.folderFiles(folderId), queryFn: ({ signal }) => getFolderFiles(folderId, signal) });

export function useFolderFiles(folderId: string) {
  return useQuery(folderFilesQueryOptions(folderId));
}
