import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useFolderFiles } from '../api/get-folder-files.ts';
import { offerUnfinishedUploads, subscribeUploads, uploadsSnapshot, type UploadEntry } from './upload-queue.ts';

/** A finished upload whose files are no longer in the folder (deleted since): it would claim a file that is gone. */
const madeOnlyGoneFiles = (entry: UploadEntry, listed: ReadonlySet<string>) =>
  entry.status === 'done' && !!entry.fileIds?.length && entry.fileIds.every((id) => !listed.has(id));

/**
 * The folder's uploads, in the order they began; on opening it, those left unfinished before a
 * reload join them. A finished one leaves once its file is deleted from the folder (the folder's
 * list, which a delete updates at once, no longer has it).
 */
export function useFolderUploads(folderId: string): UploadEntry[] {
  const all = useSyncExternalStore(subscribeUploads, uploadsSnapshot);
  const files = useFolderFiles(folderId).data?.items;
  useEffect(() => {
    void offerUnfinishedUploads(folderId);
  }, [folderId]);
  return useMemo(() => {
    const listed = files ? new Set(files.map((file) => file.id)) : null;
    return all.filter((entry) => entry.folderId === folderId && !(listed && madeOnlyGoneFiles(entry, listed)));
  }, [all, files, folderId]);
}
