/* Small pieces the files area's components share. */
import type { Folder } from '../../../../contract/files.ts';
import { formatBytes } from '../../../lib/bytes.ts';

export const iconButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-muted-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text';

/** "1 file · 1.50 KB", "3 files · 2.00 MB". */
export const folderTotals = (folder: Pick<Folder, 'filesCount' | 'totalBytes'>) =>
  `${folder.filesCount} ${folder.filesCount === 1 ? 'file' : 'files'} · ${formatBytes(folder.totalBytes)}`;
