/*
 * How times read in the app. Posts, comments, notifications and group messages are
 * relative within a day and dated once they are "older" (the spec: more than 24 hours
 * have passed). Chats read like a phone's messages app: the clock time today, the
 * weekday within the week, the date before that. What is ahead (a flash card coming due)
 * reads relative: "in 3 hours", "tomorrow".
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK_DAYS = 6;

/** Each formatter is made when first used: making them all at start took a slow phone's first screen 25 ms. */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dayMonth = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }));
const dayMonthYear = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }));
const clock = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }));
const weekday = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { weekday: 'short' }));
const dateAndTime = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const longDateAndTime = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }));
const relative = madeOnFirstUse(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The spec's "older": more than 24 hours have passed since `date`. */
function isOlder(date: Date, now: number): boolean {
  return now - date.getTime() > DAY;
}

/** "just now", "45 min ago", "3 h ago"; once older than 24 hours, "9 May" (with the year when it is not this one). */
export function formatTimeAgo(iso: string, now = Date.now()): string {
  const date = parse(iso);
  if (!date) return '';
  if (isOlder(date, now)) return (date.getFullYear() === new Date(now).getFullYear() ? dayMonth() : dayMonthYear()).format(date);
  const elapsed = now - date.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  return `${Math.floor(elapsed / HOUR)} h ago`;
}

/** How far ahead something is, rounded: "in 5 minutes", "in 3 hours", "tomorrow", "in 4 days", "in 2 months"; "now" once it has come. */
export function formatTimeUntil(iso: string, now = Date.now()): string {
  const date = parse(iso);
  if (!date) return '';
  const ahead = date.getTime() - now;
  if (ahead <= 0) return 'now';
  const minutes = Math.round(ahead / MINUTE);
  if (minutes < 1) return 'in less than a minute';
  if (minutes < 60) return relative().format(minutes, 'minute');
  const hours = Math.round(ahead / HOUR);
  if (hours < 24) return relative().format(hours, 'hour');
  const days = Math.round(ahead / DAY);
  if (days < 30) return relative().format(days, 'day');
  if (days < 365) return relative().format(Math.round(days / 30), 'month');
  return relative().format(Math.round(days / 365), 'year');
}

/** The whole date and time, for a tooltip: "Saturday, 9 May 2026 at 11:59". */
export function formatLongDateTime(iso: string): string {
  const date = parse(iso);
  return date ? longDateAndTime().format(date) : '';
}

/** A conversation in a list: the time today, the weekday this week, else the date. */
export function formatChatListTime(iso: string, now = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  if (sameDay(date, now)) return clock().format(date);
  if (now.getTime() - date.getTime() < WEEK_DAYS * DAY) return weekday().format(date);
  return dayMonth().format(date);
}

/** Under a chat message: the time today, otherwise the date and time. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  return sameDay(date, now) ? clock().format(date) : dateAndTime().format(date);
}

export type DueDate = { text: string; overdue: boolean };

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A task's due date relative to today: "due today", "due tomorrow", "due in 3 days",
 * "overdue by 2 days". Due dates are calendar days, sent as `YYYY-MM-DD` and kept as
 * midnight UTC, so the day is read in UTC (Ghana's own time) and compared with today's
 * date where the reader is.
 */
export function formatDueDate(iso: string, now = new Date()): DueDate | undefined {
  const date = parse(iso);
  if (!date) return undefined;
  const due = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((due - today) / DAY);
  if (days < 0) return { text: `overdue by ${plural(-days, 'day')}`, overdue: true };
  if (days === 0) return { text: 'due today', overdue: false };
  if (days === 1) return { text: 'due tomorrow', overdue: false };
  return { text: `due in ${plural(days, 'day')}`, overdue: false };
}

const dueDay = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }));

/** A due date's whole day, for a tooltip: "Tuesday, 1 December 2026". */
export function formatDueDay(iso: string): string {
  const date = parse(iso);
  return date ? dueDay().format(date) : '';
}

/** A time of day on the clock: "14:05". */
export function formatClockTime(time: number): string {
  return clock().format(new Date(time));
}
