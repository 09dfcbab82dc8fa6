/* How a note's visibility and times are put into words. */
import type { NoteVisibility } from '../../../../contract/notes.ts';

export const visibilityLabels: Record<NoteVisibility, string> = {
  private: 'Private',
  collaborators: 'Collaborators',
  public: 'Public',
};

export const visibilityExplanations: Record<NoteVisibility, string> = {
  private: 'Only you can see this note.',
  collaborators: 'You and the classmates you collaborate with both ways can read, like and comment.',
  public: 'Every signed-in student can read, like and comment.',
};

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayAndClock = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "14:05" today, "12 Nov, 14:05" on another day. */
export function formatClock(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? clock.format(date) : dayAndClock.format(date);
}

export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}
