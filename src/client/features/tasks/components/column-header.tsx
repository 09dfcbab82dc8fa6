import { useState } from 'react';
import { TASK_COLUMN_TITLE_MAX, type TaskColumn } from '../../../../contract/tasks.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { InlineRenameForm } from '../../../components/ui/inline-edit-form.tsx';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import { useDeleteColumn } from '../api/delete-column.ts';
import { useRenameColumn } from '../api/rename-column.ts';
import { COLUMN_NAME_REQUIRED } from './new-column-dialog.tsx';
import type { AskConfirm } from './task-card.tsx';

type ColumnHeaderProps = { column: TaskColumn; headingId: string; count: number; confirm: AskConfirm; status?: string };

/** A column's name and task count (and its changes' mark while they wait to send), renamed in place or deleted (with its tasks) after the confirmation. */
export function ColumnHeader({ column, headingId, count, confirm, status }: ColumnHeaderProps) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameColumn();
  const remove = useDeleteColumn();
  const pending = isOptimistic(column.id) && !status;

  if (renaming) {
    return (
      <InlineRenameForm
        label={`Rename ${column.title}`}
        fieldLabel="Column name"
        value={column.title}
        maxLength={TASK_COLUMN_TITLE_MAX}
        required={COLUMN_NAME_REQUIRED}
        onRename={(title) => rename.mutate({ columnId: column.id, title })}
        onDone={() => setRenaming(false)}
      />
    );
  }
  return (
    <div className="flex items-center gap-1">
      <div className="flex min-w-0 flex-1 flex-col pl-1">
        <h2 id={headingId} className="truncate text-base font-semibold text-fg">
          {column.title}
        </h2>
        {status ? <span className="text-xs text-muted">{status}</span> : null}
      </div>
      <span className="rounded-full bg-surface px-2 py-0.5 text-sm font-medium text-muted">
        {count} <span className="sr-only">{count === 1 ? 'task' : 'tasks'}</span>
      </span>
      <IconButton label={`Rename column ${column.title}`} disabled={pending} onClick={() => setRenaming(true)}>
        <PencilIcon className="size-5" />
      </IconButton>
      <IconButton
        label={`Delete column ${column.title}`}
        tone="danger"
        disabled={pending}
        onClick={() => confirm(() => remove.mutateAsync(column.id).catch(() => undefined), `The column ${column.title} and its tasks will be deleted.`)}
      >
        <TrashIcon className="size-5" />
      </IconButton>
    </div>
  );
}
