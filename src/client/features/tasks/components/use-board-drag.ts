/*
 * Dragging tasks within and between columns (@dnd-kit), by pointer, touch or keyboard
 * (Space lifts, the arrow keys move, Space drops, Escape cancels), with what a screen
 * reader hears at each step. While a drag is under way the board shows its own placement;
 * on the drop, one move goes to the server (optimistic, rolled back on failure).
 */
import {
  closestCenter,
  MeasuringStrategy,
  getFirstCollision,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useRef, useState } from 'react';
import type { TaskColumn } from '../../../../contract/tasks.ts';
import type { MoveTaskInput } from '../api/move-task.ts';
import { columnDropId, columnOf, isTabDropId, landing, moveAcross, placementOf, type Placement } from './board-placement.ts';

type Drag = { taskId: string; placement: Placement; keyboard: boolean };

const dragInstructions =
  'To move a task, press Space or Enter on its handle, use the arrow keys to move it up and down a column or to another column, then press Space or Enter to drop it, or Escape to cancel.';

export function useBoardDrag(columns: TaskColumn[], onMove: (move: MoveTaskInput) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  // The latest placement, read by the announcements in the same event as the state change.
  const current = useRef<Placement>({});
  const resting = useMemo(() => placementOf(columns), [columns]);
  const placement = drag?.placement ?? resting;

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so taps and clicks still work.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Scrolling at once: a key pressed while a smooth scroll is still under way would be lost.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  const titles = useMemo(() => {
    const names = new Map<string, string>();
    for (const column of columns) {
      names.set(column.id, column.title);
      for (const task of column.tasks) names.set(task.id, task.title);
    }
    return names;
  }, [columns]);

  // dnd-kit may call the next handler before React has rendered the last change.
  const dragging = useRef<Drag | null>(null);
  const update = (next: Drag | null) => {
    if (next) current.current = next.placement;
    dragging.current = next;
    setDrag(next);
  };

  // What is under the pointer (a phone's column tab first), else what the dragged card overlaps;
  // over a column with tasks, the task nearest the card.
  const collisionDetection: CollisionDetection = (args) => {
    const pointed = pointerWithin(args);
    const hits = pointed.length > 0 ? pointed : rectIntersection(args);
    const tab = hits.find((hit) => isTabDropId(hit.id));
    if (tab) return [tab];
    const overId = getFirstCollision(hits, 'id');
    if (overId == null) return [];
    const columnId = columnOf(current.current, overId);
    const tasks = columnId ? (current.current[columnId] ?? []) : [];
    if (columnId && overId === columnDropId(columnId)) {
      const inColumn = args.droppableContainers.filter((container) => tasks.includes(String(container.id)));
      if (inColumn.length > 0) return closestCenter({ ...args, droppableContainers: inColumn }).slice(0, 1);
    }
    return [{ id: overId }];
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    update({ taskId: String(active.id), placement: resting, keyboard: activatorEvent instanceof KeyboardEvent });
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const started = dragging.current;
    if (!started || !over) return;
    const next = moveAcross(current.current, String(active.id), over.id);
    if (next !== current.current) update({ ...started, placement: next });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const taskId = String(active.id);
    const landed = over ? landing(current.current, taskId, over.id) : undefined;
    update(null);
    current.current = landed ? { ...current.current, [landed.columnId]: landed.order } : resting;
    if (!landed) return;
    const position = landed.order.indexOf(taskId);
    const before = resting[landed.columnId]?.indexOf(taskId);
    if (before !== position) onMove({ taskId, taskColumnId: landed.columnId, position });
  };

  const onDragCancel = () => {
    current.current = resting;
    update(null);
  };

  const where = (taskId: UniqueIdentifier, overId?: UniqueIdentifier) => {
    const target = overId === undefined ? undefined : landing(current.current, String(taskId), overId);
    const columnId = target?.columnId ?? columnOf(current.current, taskId) ?? '';
    const order = target?.order ?? current.current[columnId] ?? [];
    return `${titles.get(columnId) ?? 'a column'}, position ${order.indexOf(String(taskId)) + 1} of ${order.length}`;
  };
  const name = (id: UniqueIdentifier) => titles.get(String(id)) ?? 'task';

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up task ${name(active.id)}, in ${where(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `Task ${name(active.id)} is no longer over a column.`;
      // Over its own place before it has gone anywhere (as at pick-up): nothing new to say.
      if (over.id === active.id && current.current === resting) return undefined;
      return `Task ${name(active.id)} is over ${where(active.id, over.id)}.`;
    },
    onDragEnd: ({ active, over }) => (over ? `Task ${name(active.id)} was dropped in ${where(active.id)}.` : `Task ${name(active.id)} was put back.`),
    onDragCancel: ({ active }) => `Moving cancelled. Task ${name(active.id)} is back in ${where(active.id)}.`,
  };

  return {
    placement,
    activeTaskId: drag?.taskId ?? null,
    keyboardDrag: drag?.keyboard ?? false,
    context: {
      sensors,
      collisionDetection,
      // Cards move between columns mid-drag: measure the drop targets all along.
      measuring: { droppable: { strategy: MeasuringStrategy.Always } },
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
      accessibility: { announcements, screenReaderInstructions: { draggable: dragInstructions } },
    },
  };
}
