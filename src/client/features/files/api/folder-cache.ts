/*
 * Where folders and files live in the React Query cache, and the edits every mutation and
 * finished upload makes to it. A folder's file count and total, and my usage, move with
 * every file added or removed, so the folder list stays right without a refetch.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FileItem, FileList, Folder, FolderList } from '../../../../contract/files.ts';
import { writeQuery } from '../../../lib/query-write.ts';
import { fileKeys } from './keys.ts';

function editFolderList(queryClient: QueryClient, edit: (list: FolderList) => FolderList): void {
  writeQuery<FolderList>(queryClient, fileKeys.folders(), (list) => (list ? edit(list) : list));
}

/** Counts `bytes` (negative to take away) and `files` in a folder's totals and my usage. */
function countInFolder(queryClient: QueryClient, folderId: string, files: number, bytes: number): void {
  editFolderList(queryClient, (list) => ({
    items: list.items.map((folder) =>
      folder.id === folderId ? { ...folder, filesCount: Math.max(0, folder.filesCount + files), totalBytes: Math.max(0, folder.totalBytes + bytes) } : folder,
    ),
    usage: { ...list.usage, usedBytes: Math.max(0, list.usage.usedBytes + bytes) },
  }));
}

export function findCachedFolder(queryClient: QueryClient, folderId: string): Folder | undefined {
  return queryClient.getQueryData<FolderList>(fileKeys.folders())?.items.find((folder) => folder.id === folderId);
}

/** Puts a new folder first (the list is newest first), once. */
export function prependCachedFolder(queryClient: QueryClient, folder: Folder): void {
  editFolderList(queryClient, (list) => (list.items.some((item) => item.id === folder.id) ? list : { ...list, items: [folder, ...list.items] }));
}

/** Puts `folder` in place of the stand-in `replacing`, or drops the stand-in if the folder is already listed. */
export function replaceCachedFolder(queryClient: QueryClient, replacing: string, folder: Folder): void {
  editFolderList(queryClient, (list) => {
    const present = list.items.some((item) => item.id === folder.id);
    const items = present ? list.items.filter((item) => item.id !== replacing) : list.items.map((item) => (item.id === replacing ? folder : item));
    return { ...list, items };
  });
}

export function updateCachedFolder(queryClient: QueryClient, folderId: string, update: (folder: Folder) => Folder): void {
  editFolderList(queryClient, (list) => ({ ...list, items: list.items.map((folder) => (folder.id === folderId ? update(folder) : folder)) }));
}

/** Takes a folder out of my list, and its bytes out of my usage. */
export function removeCachedFolder(queryClient: QueryClient, folderId: string): void {
  editFolderList(queryClient, (list) => {
    const folder = list.items.find((item) => item.id === folderId);
    if (!folder) return list;
    return { items: list.items.filter((item) => item.id !== folderId), usage: { ...list.usage, usedBytes: Math.max(0, list.usage.usedBytes - folder.totalBytes) } };
  });
}

/** Adds uploaded files (in upload order) to the top of their folder, and counts those not there yet. */
export function addCachedFiles(queryClient: QueryClient, folderId: string, items: FileItem[]): void {
  const listed = queryClient.getQueryData<FileList>(fileKeys.folderFiles(folderId));
  const fresh = items.filter((item) => !listed?.items.some((file) => file.id === item.id));
  if (fresh.length === 0) return;
  if (listed) writeQuery<FileList>(queryClient, fileKeys.folderFiles(folderId), { items: [...[...fresh].reverse(), ...listed.items] });
  countInFolder(queryClient, folderId, fresh.length, fresh.reduce((sum, file) => sum + file.sizeBytes, 0));
}

/** Takes a file out of its folder and its bytes out of the totals, if it is still listed. */
export function removeCachedFile(queryClient: QueryClient, file: FileItem): void {
  const listed = queryClient.getQueryData<FileList>(fileKeys.folderFiles(file.folderId));
  if (!listed?.items.some((item) => item.id === file.id)) return;
  writeQuery<FileList>(queryClient, fileKeys.folderFiles(file.folderId), { items: listed.items.filter((item) => item.id !== file.id) });
  countInFolder(queryClient, file.folderId, -1, -file.sizeBytes);
}

export type FilesSnapshot = { folders: FolderList | undefined; files: FileList | undefined };

/** My folders and one folder's files as they are now, to put back if an optimistic change fails. */
export function snapshotFiles(queryClient: QueryClient, folderId: string): FilesSnapshot {
  return { folders: queryClient.getQueryData<FolderList>(fileKeys.folders()), files: queryClient.getQueryData<FileList>(fileKeys.folderFiles(folderId)) };
}

export function restoreFiles(queryClient: QueryClient, folderId: string, snapshot: FilesSnapshot): void {
  queryClient.setQueryData(fileKeys.folders(), snapshot.folders);
  queryClient.setQueryData(fileKeys.folderFiles(folderId), snapshot.files);
}
