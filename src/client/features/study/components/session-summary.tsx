import { ratings, type ReviewRating } from '../../../../contract/study.ts';
import { formatLongDateTime, formatTimeUntil } from '../../../lib/dates.ts';
import { useOutboxSize } from '../../../lib/outbox.ts';
import { focusOnMount } from '../lib/focus-on-mount.ts';
import { RoundEndActions } from './round-end-actions.tsx';
import { plural } from './set-meta.ts';

export type SessionAnswer = { rating: ReviewRating; due: string };

/** "45 s", "3 min 20 s", "1 h 5 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${Math.floor(minutes / 60)} h`;
}

type Props = { setId: string; answers: SessionAnswer[]; spentMs: number; onRestart: () => void };

/**
 * The end of a session: how many cards, how many forgotten, how long it took, when the next come due, and whether all is saved.
 * It shows in place of the last card's answers, so the keyboard moves to its heading.
 */
export function SessionSummary({ setId, answers, spentMs, onRestart }: Props) {
  const waiting = useOutboxSize();
  const again = answers.filter((answer) => answer.rating === ratings.again).length;
  const nextDue = answers.map((answer) => answer.due).sort()[0];
  const facts: [string, string][] = [
    ['Cards studied', String(answers.length)],
    ['Again', String(again)],
    ['Time spent', formatDuration(spentMs)],
  ];
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6">
      <h2 id="summary-title" ref={focusOnMount} tabIndex={-1} className="text-xl font-bold text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text">
        Session complete
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col rounded-xl bg-muted-surface p-3">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="text-2xl font-bold text-fg">{value}</dd>
          </div>
        ))}
        <div className="flex flex-col rounded-xl bg-muted-surface p-3">
          <dt className="text-sm text-muted">Next due</dt>
          <dd className="text-lg font-bold text-fg">
            {nextDue ? (
              <time dateTime={nextDue} title={formatLongDateTime(nextDue)}>
                {formatTimeUntil(nextDue)}
              </time>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      <p role="status" className="text-sm text-muted">
        {waiting > 0 ? `${plural(waiting, 'review', 'reviews')} waiting to be sent: they go as soon as you are back online.` : 'All your reviews are saved.'}
      </p>
      <RoundEndActions setId={setId} againLabel="Study again" onAgain={onRestart} />
    </section>
  );
}
