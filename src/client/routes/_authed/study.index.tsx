import { createFileRoute } from '@tanstack/react-router';
import { todayQueryOptions } from '../../features/study/api/get-today.ts';
import { TodayPage } from '../../features/study/components/today-page.tsx';

export const Route = createFileRoute('/_authed/study/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(todayQueryOptions()),
  component: TodayPage,
});
