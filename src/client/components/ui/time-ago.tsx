import type { PointerEvent } from 'react';
import { formatLongDateTime, formatTimeAgo } from '../../lib/dates.ts';

/**
 * When something happened, relative within a day (lib/dates.ts), with the whole date on hover.
 * The hover text is written when the pointer first comes over it: formatting a full date for
 * every card of a first feed cost a slow phone about 17 ms, for a tooltip phones never show.
 */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  const writeTitle = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.title ||= formatLongDateTime(iso);
  };
  return (
    <time dateTime={iso} onPointerEnter={writeTitle} className={className}>
      {formatTimeAgo(iso)}
    </time>
  );
}
