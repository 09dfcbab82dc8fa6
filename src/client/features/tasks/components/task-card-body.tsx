import type { Task } from '../../../../contract/tasks.ts';
import { DueDateLabel } from './due-date-label.tsx';

/** What a task says: its title, description and due date. */
export function TaskCardBody({ task }: { task: Task }) {
  return (
    <div className="min-w-0 flex-1 py-2.5 pr-2">
      <h3 className="font-semibold break-words text-fg">{task.title}</h3>
      {task.description ? <p className="mt-1 text-sm break-words whitespace-pre-wrap text-muted">{task.description}</p> : null}
      {task.dueDate ? <DueDateLabel iso={task.dueDate} /> : null}
    </div>
  );
}
