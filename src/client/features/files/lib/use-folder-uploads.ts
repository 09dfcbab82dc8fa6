import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { offerUnfinishedUploads, subscribeUploads, uploadsSnapshot, type UploadEntry } from './upload-queue.ts';

/** The folder's uploads, in the order they began; on opening it, those left unfinished before a reload join them. */
export function useFolderUploads(folderId: string): UploadEntry[] {
  const all = useSyncExternalStore(subscribeUploads, uploadsSnapshot);
  useEffect(() => {
    void offerUnfinishedUploads(folderId);
  }, [folderId]);
  return useMemo(() => all.filter((entry) => entry.folderId === folderId), [all, folderId]);
}
