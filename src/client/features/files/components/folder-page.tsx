import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FileItem } from '../../../../contract/files.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { BackIcon } from '../../../components/ui/icons.tsx';
import { LoadFailed } from '../../../components/ui/load-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteFile } from '../api/delete-file.ts';
import { useFolderFiles } from '../api/get-folder-files.ts';
import { useFolders } from '../api/get-folders.ts';
import { startUploads } from '../lib/upload-queue.ts';
import { useFolderUploads } from '../lib/use-folder-uploads.ts';
import { FileRow } from './file-row.tsx';
import { folderTotals } from './folder-meta.ts';
import { ImagePreview } from './image-preview.tsx';
import { UploadList } from './upload-list.tsx';
import { UploadZone } from './upload-zone.tsx';

/** One folder: its files newest first, uploads into it, previews, downloads and deletes. */
export function FolderPage({ folderId }: { folderId: string }) {
  const queryClient = useQueryClient();
  const folder = useFolders().data?.items.find((item) => item.id === folderId);
  const files = useFolderFiles(folderId);
  const uploads = useFolderUploads(folderId);
  const remove = useDeleteFile();
  const confirm = useConfirm();
  const [preview, setPreview] = useState<FileItem | null>(null);
  const name = folder?.name ?? 'Folder';
  useDocumentTitle(name);

  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/files"
        className="inline-flex min-h-11 w-fit items-center gap-1 rounded-lg pr-3 text-sm font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text"
      >
        <BackIcon className="size-5" />
        All folders
      </Link>
      <header>
        <h1 className="text-2xl font-bold break-words text-fg">{name}</h1>
        {folder ? <p className="text-sm text-muted">{folderTotals(folder)}</p> : null}
      </header>
      <UploadZone onFiles={(chosen) => startUploads(queryClient, folderId, chosen)} />
      {uploads.length > 0 ? <UploadList uploads={uploads} /> : null}
      {files.isPending ? <div className="flex justify-center py-10"><Spinner className="size-8" label="Loading files" /></div> : null}
      {files.isError ? <LoadFailed message="The files could not be loaded." onRetry={() => void files.refetch()} /> : null}
      {files.data && files.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">No files in this folder yet.</p>
      ) : null}
      {files.data && files.data.items.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-fg">Files</h2>
          <ul aria-label={`Files in ${name}`} className="flex flex-col gap-2">
            {files.data.items.map((file) => (
              <li key={file.id}>
                <FileRow file={file} onPreview={() => setPreview(file)} onDelete={() => confirm.ask(() => remove.mutateAsync(file).catch(() => undefined), `The file ${file.name} will be deleted.`)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ImagePreview file={preview} onClose={() => setPreview(null)} />
      {confirm.dialog}
    </div>
  );
}
