import { Link } from '@tanstack/react-router';
import type { Folder } from '../../../../contract/files.ts';
import { FolderIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import { folderTotals, iconButtonClass } from './folder-meta.ts';

type FolderCardProps = { folder: Folder; onRename: () => void; onDelete: () => void };

/** A folder in my list: opens it, with its file count and size; rename and delete beside it. */
export function FolderCard({ folder, onRename, onDelete }: FolderCardProps) {
  const pending = isOptimistic(folder.id);
  const body = (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-muted-surface text-primary-text">
        <FolderIcon className="size-6" />
      </span>
      <div className="flex min-w-0 flex-col">
        <h2 className="line-clamp-2 font-semibold break-words text-fg">{folder.name}</h2>
        <span className="text-sm text-muted">{pending ? 'Creating…' : folderTotals(folder)}</span>
      </div>
    </>
  );
  return (
    <article aria-busy={pending || undefined} className={`flex items-center gap-1 rounded-2xl border border-line bg-surface p-2 ${pending ? 'opacity-70' : ''}`}>
      {pending ? (
        <div className="flex min-h-14 min-w-0 flex-1 items-center gap-3 px-1">{body}</div>
      ) : (
        <>
          <Link
            to="/files/$folderId"
            params={{ folderId: folder.id }}
            className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-xl px-1 hover:bg-muted-surface focus-visible:outline-2 focus-visible:outline-primary-text"
          >
            {body}
          </Link>
          <button type="button" aria-label={`Rename ${folder.name}`} onClick={onRename} className={iconButtonClass}>
            <PencilIcon className="size-5" />
          </button>
          <button type="button" aria-label={`Delete ${folder.name}`} onClick={onDelete} className={`${iconButtonClass} hover:text-danger-text`}>
            <TrashIcon className="size-5" />
          </button>
        </>
      )}
    </article>
  );
}
