import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { TaskColumn } from '../../../../contract/tasks.ts';
import { useBoard } from '../api/get-board.ts';
import { useShownBoard } from '../api/queued-board.ts';
import { NewColumnDialog } from './new-column-dialog.tsx';
import { TaskBoard } from './task-board.tsx';

/** The board with my changes still waiting in the outbox shown over it, each marked. */
function ShownTaskBoard({ columns }: { columns: TaskColumn[] }) {
  const shown = useShownBoard(columns);
  return <TaskBoard columns={shown.columns} statusOf={shown.statusOf} />;
}

/** My task board: columns of tasks to plan the semester with. */
export function TaskBoardPage() {
  useDocumentTitle('Tasks');
  const board = useBoard();
  const [adding, setAdding] = useState(false);

  return (
    <div data-wide className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Tasks</h1>
        <Button variant="secondary" onClick={() => setAdding(true)} className="shrink-0 whitespace-nowrap">
          <PlusIcon className="size-5" />
          Add column
        </Button>
      </div>
      <p className="text-sm text-muted">Drag a task by its handle to move it, or choose its column on the card.</p>
      {board.data ? <ShownTaskBoard columns={board.data.items} /> : <Spinner className="size-8" label="Loading your board" />}
      <NewColumnDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
