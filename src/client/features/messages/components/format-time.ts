const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const dayMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const DAY_MS = 24 * 60 * 60 * 1000;

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Inbox style: the time today, the weekday this week, else the date. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return clock.format(date);
  if (now.getTime() - date.getTime() < 6 * DAY_MS) return weekday.format(date);
  return dayMonth.format(date);
}

/** Under a message: the time today, otherwise the date and time. */
export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return sameDay(date, now) ? clock.format(date) : full.format(date);
}
