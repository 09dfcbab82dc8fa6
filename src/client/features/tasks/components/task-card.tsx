import { useId, useState, type ReactNode } from 'react';
import type { Task, TaskColumn } from '../../../../contract/tasks.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { catalogue } from '../../../lib/catalogue.ts';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useMoveTask } from '../api/move-task.ts';
import type { StatusOf } from '../api/queued-board.ts';
import { TaskCardBody } from './task-card-body.tsx';
import { TaskEditor } from './task-editor.tsx';

const selectClass =
  'mr-auto min-h-11 max-w-[60%] min-w-0 rounded-lg border border-transparent bg-surface px-2 text-sm font-medium text-muted hover:border-line focus:border-primary-text focus:outline-2 focus:outline-primary-text disabled:opacity-60';

/** Opens the board's confirmation; the dialog outlives the card it was opened from. */
export type AskConfirm = (action: () => Promise<unknown>, consequence: string) => void;

type TaskCardProps = { task: Task; columns: TaskColumn[]; handle: ReactNode; confirm: AskConfirm; statusOf: StatusOf };

/**
 * A task on the board: its drag handle, what it says, and its actions (move to another
 * column without dragging, edit in place, delete after the confirmation). A task with changes
 * waiting in the outbox says so; it can be changed again meanwhile (the changes queue after them).
 */
export function TaskCard({ task, columns, handle, confirm, statusOf }: TaskCardProps) {
  const [editing, setEditing] = useState(false);
  const moveId = useId();
  const move = useMoveTask();
  const remove = useDeleteTask();
  const status = statusOf(task.id);
  // Being saved online: its id is not the server's yet.
  const pending = isOptimistic(task.id) && !status;
  const savable = (columnId: string) => !isOptimistic(columnId) || statusOf(columnId) !== undefined;

  if (editing) return <TaskEditor task={task} onDone={() => setEditing(false)} />;

  const moveTo = (columnId: string) => {
    const target = columns.find((column) => column.id === columnId);
    if (target) move.mutate({ taskId: task.id, taskColumnId: columnId, position: target.tasks.length });
  };

  return (
    <article aria-label={task.title} aria-busy={pending || undefined} className={`rounded-xl border border-line bg-surface shadow-sm ${pending || status ? 'opacity-70' : ''}`}>
      <div className="flex items-start">
        {handle}
        <TaskCardBody task={task} />
      </div>
      {status ? <p className={`px-3 pb-2 text-sm font-medium ${status === catalogue.offlineFirst.sendFailed ? 'text-danger-text' : 'text-muted'}`}>{status}</p> : null}
      <div className="flex items-center gap-1 border-t border-line px-1 py-1">
        <label htmlFor={moveId} className="sr-only">
          {`Column of ${task.title}`}
        </label>
        <select id={moveId} value={task.taskColumnId} disabled={pending} onChange={(event) => moveTo(event.target.value)} className={selectClass}>
          {columns.map((column) => (
            <option key={column.id} value={column.id} disabled={!savable(column.id)}>
              {column.title}
            </option>
          ))}
        </select>
        <IconButton label={`Edit ${task.title}`} disabled={pending} onClick={() => setEditing(true)}>
          <PencilIcon className="size-5" />
        </IconButton>
        <IconButton label={`Delete ${task.title}`} tone="danger" disabled={pending} onClick={() => confirm(() => remove.mutateAsync(task.id).catch(() => undefined), 'This task will be deleted.')}>
          <TrashIcon className="size-5" />
        </IconButton>
      </div>
    </article>
  );
}
