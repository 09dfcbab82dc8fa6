import { createFileRoute } from '@tanstack/react-router';
import { boardQueryOptions } from '../../features/tasks/api/get-board.ts';
import { TaskBoardPage } from '../../features/tasks/components/task-board-page.tsx';

export const Route = createFileRoute('/_authed/tasks')({
  loader: ({ context }) => context.queryClient.ensureQueryData(boardQueryOptions()),
  component: TaskBoardPage,
});
