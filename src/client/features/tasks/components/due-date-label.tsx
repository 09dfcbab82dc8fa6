import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { formatDueDate, formatDueDay } from '../../../lib/dates.ts';

/** "due tomorrow", "overdue by 2 days" (in the error colour); the whole date as a tooltip. */
export function DueDateLabel({ iso }: { iso: string }) {
  const due = formatDueDate(iso);
  if (!due) return null;
  return (
    <p className={`mt-1 inline-flex items-center gap-1 text-sm font-medium ${due.overdue ? 'text-danger-text' : 'text-muted'}`}>
      <CalendarIcon className="size-4" />
      <time dateTime={iso} title={formatDueDay(iso)}>
        {due.text}
      </time>
    </p>
  );
}
