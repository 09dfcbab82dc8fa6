/*
 * The board: columns side by side on wide screens; on phones one column at a time, chosen
 * with the tabs or a sideways swipe (scroll snapping). Tasks move by dragging (see
 * use-board-drag.ts); on phones a task dragged onto a tab goes to the end of that column.
 */
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import type { Task, TaskColumn as Column } from '../../../../contract/tasks.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/use-media-query.ts';
import { useMoveTask } from '../api/move-task.ts';
import type { StatusOf } from '../api/queued-board.ts';
import { ColumnTabs } from './column-tabs.tsx';
import { TaskCardBody } from './task-card-body.tsx';
import { TaskColumn } from './task-column.tsx';
import { useBoardDrag } from './use-board-drag.ts';
import { prefersReducedMotion } from '../../../lib/reduced-motion.ts';

export function TaskBoard({ columns, statusOf }: { columns: Column[]; statusOf: StatusOf }) {
  const move = useMoveTask();
  const drag = useBoardDrag(columns, (input) => move.mutate(input));
  const confirm = useConfirm();
  const wide = useMediaQuery(WIDE_QUERY);
  const scroller = useRef<HTMLDivElement>(null);
  const [chosenId, setChosenId] = useState<string>();

  const tasksById = useMemo(() => new Map(columns.flatMap((column) => column.tasks.map((task) => [task.id, task] as const))), [columns]);
  const shown = (columnId: string) => (drag.placement[columnId] ?? []).map((id) => tasksById.get(id)).filter((task): task is Task => !!task);
  const counts = Object.fromEntries(columns.map((column) => [column.id, drag.placement[column.id]?.length ?? 0]));
  const currentId = columns.some((column) => column.id === chosenId) ? chosenId : columns[0]?.id;
  const activeTask = drag.activeTaskId ? tasksById.get(drag.activeTaskId) : undefined;

  const columnElements = () => [...(scroller.current?.querySelectorAll<HTMLElement>('[data-column-id]') ?? [])];

  const show = (columnId: string) => {
    setChosenId(columnId);
    const target = columnElements().find((element) => element.dataset.columnId === columnId);
    if (target) scroller.current?.scrollTo?.({ left: target.offsetLeft, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  // After a swipe, the tab follows the column now in view.
  const onScroll = () => {
    if (wide || !scroller.current) return;
    const left = scroller.current.scrollLeft;
    const nearest = columnElements().reduce<HTMLElement | undefined>(
      (best, element) => (!best || Math.abs(element.offsetLeft - left) < Math.abs(best.offsetLeft - left) ? element : best),
      undefined,
    );
    if (nearest?.dataset.columnId && nearest.dataset.columnId !== chosenId) setChosenId(nearest.dataset.columnId);
  };

  if (columns.length === 0) {
    return <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">Your board has no columns. Add one to start planning.</p>;
  }

  return (
    <DndContext {...drag.context}>
      <ColumnTabs columns={columns} counts={counts} currentId={currentId} dropTargets={!wide && !!activeTask && !drag.keyboardDrag} onSelect={show} />
      <div
        ref={scroller}
        onScroll={onScroll}
        className="relative -mx-1 flex snap-x snap-mandatory items-start gap-3 overflow-x-auto px-1 pb-2 md:snap-none"
      >
        {columns.map((column) => (
          <TaskColumn key={column.id} column={column} tasks={shown(column.id)} columns={columns} confirm={confirm.ask} statusOf={statusOf} />
        ))}
      </div>
      {/* No drop animation: the card is already in its new place, and the animation would scroll the board back to where the drag began. */}
      <DragOverlay dropAnimation={null}>
        {activeTask ? (
          <div className="flex cursor-grabbing rounded-xl border border-primary-text bg-surface pl-3 shadow-lg">
            <TaskCardBody task={activeTask} />
          </div>
        ) : null}
      </DragOverlay>
      {confirm.dialog}
    </DndContext>
  );
}
