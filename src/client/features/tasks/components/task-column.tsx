import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId, useState } from 'react';
import type { Task, TaskColumn as Column } from '../../../../contract/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import type { StatusOf } from '../api/queued-board.ts';
import { columnDropId } from './board-placement.ts';
import { ColumnHeader } from './column-header.tsx';
import { NewTaskDialog } from './new-task-dialog.tsx';
import { SortableTask } from './sortable-task.tsx';
import type { AskConfirm } from './task-card.tsx';

type TaskColumnProps = {
  column: Column;
  /** The tasks shown here, in order (mid-drag, a task may be shown in a column it is not yet saved in). */
  tasks: Task[];
  columns: Column[];
  confirm: AskConfirm;
  statusOf: StatusOf;
};

/** One column: its header, a way to add a task, and its tasks as a sortable list that also takes drops when empty. */
export function TaskColumn({ column, tasks, columns, confirm, statusOf }: TaskColumnProps) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const status = statusOf(column.id);
  // Being saved online; a column made offline takes tasks at once (they wait in the outbox after it).
  const pending = isOptimistic(column.id) && !status;
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.id), disabled: pending });

  return (
    <section
      aria-labelledby={headingId}
      data-column-id={column.id}
      className="flex w-full shrink-0 snap-start flex-col gap-3 rounded-2xl border border-line bg-muted-surface p-2 md:w-72"
    >
      <ColumnHeader column={column} headingId={headingId} count={tasks.length} confirm={confirm} status={status} />
      <Button variant="secondary" disabled={pending} onClick={() => setAdding(true)} className="w-full">
        <PlusIcon className="size-5" />
        Add task
      </Button>
      <SortableContext id={column.id} items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-label={`Tasks in ${column.title}`}
          className={`flex min-h-24 flex-col gap-2 rounded-xl p-0.5 transition-colors ${isOver ? 'bg-primary/10' : ''}`}
        >
          {tasks.map((task) => (
            <SortableTask key={task.id} task={task} columns={columns} confirm={confirm} statusOf={statusOf} />
          ))}
          {tasks.length === 0 ? <li className="rounded-xl border border-dashed border-line-strong p-4 text-center text-sm text-muted">No tasks here yet.</li> : null}
        </ul>
      </SortableContext>
      <NewTaskDialog column={column} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
