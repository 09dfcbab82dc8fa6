/*
 * Which task sits where while a drag is under way: column id → task ids in order. Droppable
 * ids tell apart what is under the pointer: a task (its own id), a column (`column:<id>`,
 * its empty space) or a phone's column tab (`tab:<id>`, dropping there means the column's end).
 */
import type { UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import type { TaskColumn } from '../../../../contract/tasks.ts';

export type Placement = Record<string, string[]>;

const COLUMN = 'column:';
const TAB = 'tab:';

export const columnDropId = (columnId: string) => `${COLUMN}${columnId}`;
export const tabDropId = (columnId: string) => `${TAB}${columnId}`;
export const isTabDropId = (id: UniqueIdentifier) => String(id).startsWith(TAB);

export function placementOf(columns: TaskColumn[]): Placement {
  return Object.fromEntries(columns.map((column) => [column.id, column.tasks.map((task) => task.id)]));
}

/** The column a droppable belongs to: the column itself, its tab, or the column holding the task. */
export function columnOf(placement: Placement, id: UniqueIdentifier): string | undefined {
  const key = String(id);
  if (key.startsWith(COLUMN)) return key.slice(COLUMN.length);
  if (key.startsWith(TAB)) return key.slice(TAB.length);
  return Object.keys(placement).find((columnId) => placement[columnId]?.includes(key));
}

/** Takes the task into another column, just before the task it is over, or at the end. */
export function moveAcross(placement: Placement, taskId: string, overId: UniqueIdentifier): Placement {
  const from = columnOf(placement, taskId);
  const to = columnOf(placement, overId);
  if (!from || !to || from === to) return placement;
  const target = (placement[to] ?? []).filter((id) => id !== taskId);
  const overIndex = target.indexOf(String(overId));
  const at = overIndex === -1 ? target.length : overIndex;
  return {
    ...placement,
    [from]: (placement[from] ?? []).filter((id) => id !== taskId),
    [to]: [...target.slice(0, at), taskId, ...target.slice(at)],
  };
}

/** Where the task lands if dropped over `overId`, after `moveAcross` has brought it into that column. */
export function landing(placement: Placement, taskId: string, overId: UniqueIdentifier): { columnId: string; order: string[] } | undefined {
  const columnId = columnOf(placement, overId);
  const list = columnId ? placement[columnId] : undefined;
  if (!columnId || !list) return undefined;
  const from = list.indexOf(taskId);
  const to = list.indexOf(String(overId));
  if (from === -1) return { columnId, order: [...list, taskId] };
  return { columnId, order: to === -1 || to === from ? list : arrayMove(list, from, to) };
}
