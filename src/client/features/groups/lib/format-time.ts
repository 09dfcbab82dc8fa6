const DAY_MS = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const dated = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "5 minutes ago" within a day; a date once it is older than 24 hours. */
export function formatTime(iso: string, now = Date.now()): string {
  const time = new Date(iso).getTime();
  const elapsed = now - time;
  if (Number.isNaN(time)) return '';
  if (elapsed > DAY_MS) return dated.format(time);
  const minutes = Math.round(elapsed / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  return relative.format(-Math.round(minutes / 60), 'hour');
}
