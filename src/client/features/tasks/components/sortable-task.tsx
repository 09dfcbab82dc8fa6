import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Task, TaskColumn } from '../../../../contract/tasks.ts';
import { GripIcon } from '../../../components/ui/icons.tsx';
import { isOptimistic } from '../../../lib/optimistic-id.ts';
import type { StatusOf } from '../api/queued-board.ts';
import { TaskCard, type AskConfirm } from './task-card.tsx';

const handleClass =
  'inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text disabled:cursor-not-allowed disabled:opacity-40';

/** A task in its column's sortable list; it is picked up by its handle (pointer, touch or keyboard). */
export function SortableTask({ task, columns, confirm, statusOf }: { task: Task; columns: TaskColumn[]; confirm: AskConfirm; statusOf: StatusOf }) {
  const pending = isOptimistic(task.id) && !statusOf(task.id);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: task.id, disabled: pending });
  const handle = (
    <button ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={`Move ${task.title}`} disabled={pending} className={handleClass}>
      <GripIcon className="size-5" />
    </button>
  );
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'opacity-40' : undefined}>
      <TaskCard task={task} columns={columns} handle={handle} confirm={confirm} statusOf={statusOf} />
    </li>
  );
}
