import { describe, expect, it } from 'vitest';
import { formatDueDate, formatDueDay } from '../../src/client/lib/dates.ts';

describe('due dates', () => {
  // Late evening, so that a day read from the clock time rather than the calendar would be wrong.
  const now = new Date(2026, 4, 10, 23, 30);

  it('counts calendar days from today', () => {
    expect(formatDueDate('2026-05-10T00:00:00.000Z', now)).toEqual({ text: 'due today', overdue: false });
    expect(formatDueDate('2026-05-11T00:00:00.000Z', now)).toEqual({ text: 'due tomorrow', overdue: false });
    expect(formatDueDate('2026-05-13T00:00:00.000Z', now)).toEqual({ text: 'due in 3 days', overdue: false });
    expect(formatDueDate('2026-06-10T00:00:00.000Z', now)).toEqual({ text: 'due in 31 days', overdue: false });
  });

  it('says by how many days a past date is overdue', () => {
    expect(formatDueDate('2026-05-09T00:00:00.000Z', now)).toEqual({ text: 'overdue by 1 day', overdue: true });
    expect(formatDueDate('2026-05-08T00:00:00.000Z', now)).toEqual({ text: 'overdue by 2 days', overdue: true });
    expect(formatDueDate('2025-12-31T00:00:00.000Z', now)).toEqual({ text: 'overdue by 130 days', overdue: true });
  });

  it('reads the day of a date-time as it is in UTC, and nothing from what is not a date', () => {
    expect(formatDueDate('2026-05-11T23:59:00.000Z', now)?.text).toBe('due tomorrow');
    expect(formatDueDate('not a date', now)).toBeUndefined();
    expect(formatDueDay('2026-12-01T00:00:00.000Z')).toMatch(/Tuesday.*December.*2026/);
    expect(formatDueDay('nope')).toBe('');
  });
});
