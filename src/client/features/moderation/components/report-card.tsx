import { useState } from 'react';
import type { ModerationAction, Report } from '../../../../contract/safety.ts';
import { reportReasonLabels } from '../../../components/report-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { actionLabel, actionsFor, targetLabels } from './moderation-labels.ts';
import { AuditLine, ReportHistory } from './report-history.tsx';
import { ReportedContent } from './reported-content.tsx';

const plural = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;
const toggleClass =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-primary-text';

/** "Post by Kofi Boateng"; a reported person is named as such. */
function headingOf(report: Report): string {
  const name = report.subject?.user.name;
  if (report.targetType === 'user') return name ? `Person: ${name}` : 'Person';
  return name ? `${targetLabels[report.targetType]} by ${name}` : targetLabels[report.targetType];
}

/** One reported object: what it is, who reported it and why, the content in context, the actions and the history. */
export function ReportCard({ report }: { report: Report }) {
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [showReports, setShowReports] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const headingId = `report-${report.id}`;
  const actions = actionsFor(report);

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-semibold text-fg">
          {headingOf(report)}
        </h2>
        <span className="text-sm text-muted">
          {plural(report.reportersCount, 'reporter', 'reporters')} · last reported <TimeAgo iso={report.lastReportedAt} />
        </span>
        {report.subject?.suspended ? <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white">Suspended</span> : null}
      </header>
      <ul aria-label="Reasons" className="flex flex-wrap gap-1.5">
        {report.reasons.map((reason) => (
          <li key={reason} className="rounded-full bg-muted-surface px-2.5 py-1 text-xs font-semibold text-fg">
            {reportReasonLabels[reason]}
          </li>
        ))}
      </ul>
      <ReportedContent content={report.content} />
      {report.resolution ? (
        <ul aria-label="Resolution" className="rounded-xl bg-muted-surface p-3">
          <AuditLine entry={report.resolution} />
        </ul>
      ) : null}
      <div className="-mx-2 flex flex-wrap gap-x-2">
        <button type="button" aria-expanded={showReports} onClick={() => setShowReports(!showReports)} className={toggleClass}>
          {showReports ? 'Hide the reports' : `Show the ${plural(report.reportersCount, 'report', 'reports')}`}
        </button>
        <button type="button" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)} className={toggleClass}>
          {showHistory ? 'Hide the history' : 'Show the history'}
        </button>
      </div>
      {showReports ? (
        <ul aria-label="Reports" className="flex flex-col gap-2">
          {report.reports.map((entry) => (
            <li key={entry.id} className="text-sm">
              <span className="font-semibold text-fg">{entry.reporter?.name ?? 'A former member'}</span>{' '}
              <span className="text-muted">
                · {reportReasonLabels[entry.reason]} · <TimeAgo iso={entry.createdAt} />
              </span>
              {entry.details ? <p className="break-words whitespace-pre-line text-fg">{entry.details}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ReportHistory reportId={report.id} open={showHistory} />
      {actions.length > 0 ? (
        <div className="flex flex-col gap-2 border-t border-line pt-3 sm:flex-row sm:flex-wrap">
          {actions.map((option) => (
            <Button key={option} variant={option === 'dismiss' || option === 'liftSuspension' ? 'secondary' : 'danger'} onClick={() => setAction(option)}>
              {actionLabel(option, report)}
            </Button>
          ))}
        </div>
      ) : null}
      {action ? <ActionDialog report={report} action={action} onClose={() => setAction(null)} /> : null}
    </article>
  );
}
