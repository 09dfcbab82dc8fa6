import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { fileListSchema, type FileItem } from '../../../../contract/files.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useLowData } from '../../../lib/use-low-data.ts';
import { fileKeys } from './keys.ts';

/** How long after an image is stored its thumbnail is waited for: the server makes it a moment after answering the upload. */
export const THUMBNAIL_WAIT_MS = 60_000;
const FIRST_LOOK_MS = 1_000;
const LONGEST_GAP_MS = 10_000;

/** The files in one of my folders, newest first; another user's folder is a 404. */
export function getFolderFiles(folderId: string, signal?: AbortSignal) {
  return callApi(endpoints.folders.files, fileListSchema, { params: { folderId }, signal });
}

export const folderFilesQueryOptions = (folderId: string) =>
  queryOptions({ queryKey: fileKeys.folderFiles(folderId), queryFn: ({ signal }) => getFolderFiles(folderId, signal) });

/**
 * When to ask for the list again: while an image stored in the last minute has no thumbnail,
 * about when the youngest such image has doubled its age (1 s, 2 s, 4 s…, at most 10 s apart);
 * never once they all have one or are older. Ages count either way, so a clock a little off the
 * server's still waits a bounded while.
 */
export function thumbnailRefetchInterval(files: FileItem[] | undefined, now = Date.now()): number | false {
  const ages = (files ?? [])
    .filter((file) => file.kind === 'image' && !file.thumbnailUrl)
    .map((file) => Math.abs(now - Date.parse(file.createdAt)))
    .filter((age) => age < THUMBNAIL_WAIT_MS);
  if (ages.length === 0) return false;
  return Math.min(Math.max(Math.min(...ages), FIRST_LOOK_MS), LONGEST_GAP_MS);
}

/** The folder's files; a new image's thumbnail shows once made (not in low-data mode, which shows none). */
export function useFolderFiles(folderId: string) {
  const lowData = useLowData();
  return useQuery({
    ...folderFilesQueryOptions(folderId),
    refetchInterval: (query) => (lowData ? false : thumbnailRefetchInterval(query.state.data?.items)),
  });
}
