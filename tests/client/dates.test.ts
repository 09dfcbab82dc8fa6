import { describe, expect, it } from 'vitest';
import { formatChatListTime, formatMessageTime, formatTimeAgo, formatTimeUntil } from '../../src/client/lib/dates.ts';

const dayMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' });

describe('relative times', () => {
  const now = Date.parse('2026-05-10T12:00:00.000Z');

  it('is relative within a day and a date once more than 24 hours have passed', () => {
    expect(formatTimeAgo('2026-05-10T11:59:30.000Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-05-10T11:15:00.000Z', now)).toBe('45 min ago');
    expect(formatTimeAgo('2026-05-09T12:00:00.000Z', now)).toBe('24 h ago');
    expect(formatTimeAgo('2026-05-09T11:59:00.000Z', now)).toBe(dayMonth.format(new Date('2026-05-09T11:59:00.000Z')));
  });

  it('names the year of a date from another year, and nothing for a time it cannot read', () => {
    expect(formatTimeAgo('2025-12-31T12:00:00.000Z', now)).toMatch(/2025/);
    expect(formatTimeAgo('not a date', now)).toBe('');
  });
});

describe('chat times', () => {
  const now = new Date(2026, 4, 10, 18, 0);

  it('shows the clock time today, the weekday this week and the date before', () => {
    const morning = new Date(2026, 4, 10, 9, 5);
    const tuesday = new Date(2026, 4, 5, 9, 5);
    const lastMonth = new Date(2026, 3, 20, 9, 5);
    expect(formatChatListTime(morning.toISOString(), now)).toBe(clock.format(morning));
    expect(formatChatListTime(tuesday.toISOString(), now)).toBe(weekday.format(tuesday));
    expect(formatChatListTime(lastMonth.toISOString(), now)).toBe(dayMonth.format(lastMonth));
  });

  it('puts the date before the time under a message from another day', () => {
    const morning = new Date(2026, 4, 10, 9, 5);
    expect(formatMessageTime(morning.toISOString(), now)).toBe(clock.format(morning));
    expect(formatMessageTime(new Date(2026, 4, 9, 9, 5).toISOString(), now)).not.toBe(clock.format(morning));
    expect(formatMessageTime(new Date(2026, 4, 9, 9, 5).toISOString(), now)).toContain(clock.format(morning));
  });
});

describe('times ahead', () => {
  const now = Date.parse('2026-05-10T12:00:00.000Z');
  const ahead = (ms: number) => formatTimeUntil(new Date(now + ms).toISOString(), now);

  it('reads how far ahead, rounded, and "now" once it has come', () => {
    expect(ahead(-5_000)).toBe('now');
    expect(ahead(20_000)).toBe('in less than a minute');
    expect(ahead(59_500)).toBe('in 1 minute');
    expect(ahead(10 * 60_000)).toBe('in 10 minutes');
    expect(ahead(3 * 3_600_000)).toBe('in 3 hours');
    expect(ahead(24 * 3_600_000)).toBe('tomorrow');
    expect(ahead(4 * 24 * 3_600_000)).toBe('in 4 days');
    expect(ahead(62 * 24 * 3_600_000)).toBe('in 2 months');
    expect(formatTimeUntil('not a date', now)).toBe('');
  });
});
