import { useState } from 'react';
import type { Folder } from '../../../../contract/files.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { LoadFailed } from '../../../components/ui/load-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateFolder } from '../api/create-folder.ts';
import { useDeleteFolder } from '../api/delete-folder.ts';
import { useFolders } from '../api/get-folders.ts';
import { useRenameFolder } from '../api/rename-folder.ts';
import { FolderCard } from './folder-card.tsx';
import { FolderNameDialog } from './folder-name-dialog.tsx';
import { UsageBar } from './usage-bar.tsx';

type Naming = { folder: Folder | null } | null;

/** My folders with their totals, my storage use, and the ways to make, rename and delete a folder. */
export function FilesPage() {
  useDocumentTitle('Files');
  const folders = useFolders();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const remove = useDeleteFolder();
  const confirm = useConfirm();
  // null: closed; { folder: null }: a new folder; { folder }: renaming it.
  const [naming, setNaming] = useState<Naming>(null);
  const renaming = naming?.folder ?? null;

  const saveName = (name: string) => {
    if (renaming) {
      if (name !== renaming.name) rename.mutate({ folderId: renaming.id, name });
    } else create.mutate({ name });
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Files</h1>
        <Button onClick={() => setNaming({ folder: null })}>
          <PlusIcon className="size-5" />
          New folder
        </Button>
      </header>
      {folders.isPending ? <div className="flex justify-center py-10"><Spinner className="size-8" label="Loading folders" /></div> : null}
      {folders.isError ? <LoadFailed message="Your folders could not be loaded." onRetry={() => void folders.refetch()} /> : null}
      {folders.data ? (
        <>
          <UsageBar usage={folders.data.usage} />
          {folders.data.items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line-strong bg-surface p-6 text-center">
              <p className="font-semibold text-fg">You have no folders yet.</p>
              <p className="mt-1 text-sm text-muted">Make one for lecture slides, past papers or scanned notes, then upload your files into it.</p>
            </div>
          ) : (
            <ul aria-label="My folders" className="flex flex-col gap-2">
              {folders.data.items.map((folder) => (
                <li key={folder.id}>
                  <FolderCard
                    folder={folder}
                    onRename={() => setNaming({ folder })}
                    onDelete={() => confirm.ask(() => remove.mutateAsync(folder.id).catch(() => undefined), `The folder ${folder.name} and every file in it will be deleted.`)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <FolderNameDialog
        key={naming ? (renaming?.id ?? 'new') : 'closed'}
        open={naming !== null}
        onOpenChange={(open) => (open ? undefined : setNaming(null))}
        title={renaming ? 'Rename folder' : 'New folder'}
        submitLabel={renaming ? 'Save name' : 'Create folder'}
        initialName={renaming?.name}
        onSubmit={saveName}
      />
      {confirm.dialog}
    </div>
  );
}
