import { formatLongDateTime, formatTimeAgo } from '../../lib/dates.ts';

/** When something happened, relative within a day (lib/dates.ts), with the whole date on hover. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatLongDateTime(iso)} className={className}>
      {formatTimeAgo(iso)}
    </time>
  );
}
