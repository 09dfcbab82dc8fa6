import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { reportStatuses } from '../../../contract/address-limits.ts';
import { reportsQueryOptions } from '../../features/moderation/api/get-reports.ts';
import { ModerationPage } from '../../features/moderation/components/moderation-page.tsx';
import { useSessionStore } from '../../stores/session-store.ts';

const searchSchema = z.object({ status: z.enum(reportStatuses).optional().catch(undefined) });

export const Route = createFileRoute('/_authed/moderation')({
  validateSearch: searchSchema,
  // Students never see it: to them it does not exist (the API answers them 403 besides).
  beforeLoad: () => {
    if (useSessionStore.getState().user?.role !== 'admin') throw notFound();
  },
  loaderDeps: ({ search }) => ({ status: search.status ?? 'open' }),
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(reportsQueryOptions(deps.status)),
  component: ModerationRoute,
});

function ModerationRoute() {
  const { status } = Route.useSearch();
  return <ModerationPage status={status ?? 'open'} />;
}
