import { Link } from '@tanstack/react-router';
import { reportStatuses, type ReportStatus } from '../../../../contract/safety.ts';
import { LoadFailed, LoadingBlock } from '../../../components/ui/load-states.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useReports } from '../api/get-reports.ts';
import { GrantAdminForm } from './grant-admin-form.tsx';
import { ReportCard } from './report-card.tsx';

const statusLabels: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved' };

/** /moderation (admins): the open reports, one card per reported object, and what was done about the others. */
export function ModerationPage({ status }: { status: ReportStatus }) {
  useDocumentTitle('Moderation');
  const reports = useReports(status);
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">Moderation</h1>
      <nav aria-label="Reports" className="grid grid-cols-2 gap-1 rounded-xl bg-muted-surface p-1">
        {reportStatuses.map((option) => (
          <Link
            key={option}
            to="/moderation"
            search={{ status: option === 'open' ? undefined : option }}
            aria-current={option === status ? 'page' : undefined}
            className="flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-text aria-[current=page]:bg-surface aria-[current=page]:text-fg aria-[current=page]:shadow-sm"
          >
            {statusLabels[option]}
          </Link>
        ))}
      </nav>
      {reports.isPending ? <LoadingBlock label="Loading reports" /> : null}
      {reports.isError ? <LoadFailed message="The reports could not be loaded." onRetry={() => void reports.refetch()} /> : null}
      {reports.isSuccess && items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-center text-muted">
          {status === 'open' ? 'No open reports. All clear.' : 'Nothing has been resolved yet.'}
        </p>
      ) : null}
      <section aria-label={`${statusLabels[status]} reports`} className="flex flex-col gap-3">
        {items.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </section>
      <LoadMore hasMore={reports.hasNextPage} loading={reports.isFetchingNextPage} onLoadMore={() => void reports.fetchNextPage()} label="Load more reports" />
      <GrantAdminForm />
    </div>
  );
}
