import { createFileRoute, notFound } from '@tanstack/react-router';
import { AdminPage } from '../../features/library/components/admin-page.tsx';
import { adminSearchSchema } from '../../features/library/components/library-search.ts';
import { useSessionStore } from '../../stores/session-store.ts';

export const Route = createFileRoute('/_authed/library/admin')({
  validateSearch: adminSearchSchema,
  // Students never see it: to them it does not exist (the API answers them 403 besides).
  beforeLoad: () => {
    if (useSessionStore.getState().user?.role !== 'admin') throw notFound();
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { tab } = Route.useSearch();
  return <AdminPage tab={tab ?? 'books'} />;
}
