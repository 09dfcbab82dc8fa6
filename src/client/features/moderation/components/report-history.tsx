import type { ModerationEntry } from '../../../../contract/safety.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { useReport } from '../api/get-report.ts';
import { auditLabels } from './moderation-labels.ts';

export function AuditLine({ entry }: { entry: ModerationEntry }) {
  return (
    <li className="flex flex-col text-sm">
      <span className="text-fg">
        <span className="font-semibold">{auditLabels[entry.action]}</span> by {entry.admin?.name ?? 'a former admin'} · <TimeAgo iso={entry.createdAt} />
      </span>
      {entry.note ? <span className="break-words whitespace-pre-line text-muted">“{entry.note}”</span> : null}
    </li>
  );
}

/** Every action ever taken on the reported object, oldest first; loaded when opened. */
export function ReportHistory({ reportId, open }: { reportId: string; open: boolean }) {
  const detail = useReport(reportId, open);
  if (!open) return null;
  if (detail.isPending) return <Spinner className="size-5" label="Loading the history" />;
  if (detail.isError) return <p role="alert" className="text-sm text-danger-text">The history could not be loaded.</p>;
  if (detail.data.history.length === 0) return <p className="text-sm text-muted">No action has been taken yet.</p>;
  return (
    <ol aria-label="History" className="flex flex-col gap-2">
      {detail.data.history.map((entry) => (
        <AuditLine key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
