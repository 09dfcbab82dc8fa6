/* Relative within a day, the date once it is "older" (more than 24 h). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const sameYear = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const otherYear = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function notificationTime(iso: string, now = Date.now()): string {
  const date = new Date(iso);
  const elapsed = now - date.getTime();
  if (elapsed > DAY) return (date.getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear).format(date);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  return `${Math.floor(elapsed / HOUR)} h ago`;
}
