import { useDroppable } from '@dnd-kit/core';
import { useEffect, useEffectEvent } from 'react';
import type { TaskColumn } from '../../../../contract/tasks.ts';
import { tabDropId } from './board-placement.ts';

const tabClass =
  'flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-muted transition-colors focus-visible:outline-2 focus-visible:outline-primary-text aria-[current=true]:bg-surface aria-[current=true]:text-fg aria-[current=true]:shadow-sm';

type TabProps = { column: TaskColumn; count: number; current: boolean; dropTarget: boolean; onSelect: () => void };

/** A column's tab; mid-drag it takes the task too (to the end of that column), and shows that column. */
function ColumnTab({ column, count, current, dropTarget, onSelect }: TabProps) {
  const { setNodeRef, isOver } = useDroppable({ id: tabDropId(column.id), disabled: !dropTarget });
  const showColumn = useEffectEvent(onSelect);
  useEffect(() => {
    if (isOver) showColumn();
  }, [isOver]);
  return (
    <button ref={setNodeRef} type="button" aria-current={current} onClick={onSelect} className={`${tabClass} ${isOver ? 'outline-2 outline-primary-text' : ''}`}>
      {column.title}
      <span className="ml-1.5 font-normal text-muted">{count}</span>
    </button>
  );
}

type ColumnTabsProps = { columns: TaskColumn[]; counts: Record<string, number>; currentId: string | undefined; dropTargets: boolean; onSelect: (columnId: string) => void };

/** Phones: one column at a time; the tabs (or a swipe) choose which. */
export function ColumnTabs({ columns, counts, currentId, dropTargets, onSelect }: ColumnTabsProps) {
  return (
    <nav aria-label="Columns" className="flex gap-1 overflow-x-auto rounded-xl bg-muted-surface p-1 md:hidden">
      {columns.map((column) => (
        <ColumnTab
          key={column.id}
          column={column}
          count={counts[column.id] ?? 0}
          current={column.id === currentId}
          dropTarget={dropTargets}
          onSelect={() => onSelect(column.id)}
        />
      ))}
    </nav>
  );
}
