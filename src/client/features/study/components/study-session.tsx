/*
 * A study session over the cards that were due when it began: one card at a time, flipped by
 * a tap or Space, answered with a button or the keys 1–4 (shortcuts the student may turn off).
 * An answer moves on at once; the review is applied to the cache and queued for the server
 * (review-flash-card.ts). After each step the keyboard follows the card, and one live region
 * reads what changed: the next card's front, or the answer.
 */
import { useCallback, useEffectEvent, useId, useLayoutEffect, useState } from 'react';
import { ratings, type FlashCard, type ReviewRating } from '../../../../contract/study.ts';
import { useReviewFlashCard } from '../api/review-flash-card.ts';
import { previewReview } from '../lib/schedule-preview.ts';
import { useStudyShortcuts } from '../lib/use-study-shortcuts.ts';
import { AnswerButtons } from './answer-buttons.tsx';
import { SessionCard } from './session-card.tsx';
import { SessionSummary, type SessionAnswer } from './session-summary.tsx';

const ratingKeys: Record<string, ReviewRating> = { '1': ratings.again, '2': ratings.hard, '3': ratings.good, '4': ratings.easy };

/** Whether a key press belongs to a field (or, for Space, a control that acts on it itself). */
function ownedByTarget(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return event.key === ' ' && !!target?.closest('button, a, summary');
}

function Progress({ done, total }: { done: number; total: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Cards studied"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total}`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted-surface"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
      </div>
      <span aria-hidden="true" className="text-sm text-muted tabular-nums">
        {done}/{total}
      </span>
    </div>
  );
}

function ShortcutsSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const hint = useId();
  return (
    <div className="flex flex-col items-center text-center text-sm">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium text-fg">
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} aria-describedby={on ? hint : undefined} className="size-5 accent-primary" />
        Keyboard shortcuts
      </label>
      {on ? (
        <p id={hint} className="hidden text-muted md:block">
          Space flips the card; 1 Again, 2 Hard, 3 Good, 4 Easy.
        </p>
      ) : null}
    </div>
  );
}

/** `takeFocus`: a round the student asked for (Study again), so the keyboard goes to its first card. */
type Props = { setId: string; cards: FlashCard[]; onRestart: () => void; takeFocus?: boolean };

export function StudySession({ setId, cards, onRestart, takeFocus = false }: Props) {
  const review = useReviewFlashCard();
  const [shortcuts, setShortcuts] = useStudyShortcuts();
  // Not when the page opens (it has its own focus), but after every flip and answer.
  const [focusFollows, setFocusFollows] = useState(takeFocus);
  // The queue is the one the session began with: reviews change the cache, not this.
  const [queue] = useState(cards);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [answers, setAnswers] = useState<SessionAnswer[]>([]);
  const [startedAt] = useState(() => Date.now());
  const [finishedAt, setFinishedAt] = useState(0);
  const card = queue[index];

  const flip = useCallback(() => {
    setFocusFollows(true);
    setFlipped((shown) => !shown);
  }, []);
  const answer = useCallback(
    (rating: ReviewRating) => {
      if (!card || !flipped) return;
      const reviewedAt = new Date();
      const next = previewReview(card, reviewedAt)[rating];
      review({ card, rating, reviewedAt, next });
      setAnswers((done) => [...done, { rating, due: next.due }]);
      setFocusFollows(true);
      setFlipped(false);
      setIndex(index + 1);
      if (index + 1 === queue.length) setFinishedAt(Date.now());
    },
    [card, flipped, index, queue.length, review],
  );

  // Listening from the moment the card is drawn (a layout effect), through an effect event that
  // sees the last render's state: a listener attached or re-attached by a passive effect misses,
  // for a moment after the card shows or flips, a key pressed quickly.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!shortcuts || !card || event.repeat || event.altKey || event.ctrlKey || event.metaKey || ownedByTarget(event)) return;
    const rating = ratingKeys[event.key];
    if (event.key === ' ') {
      event.preventDefault();
      flip();
    } else if (rating && flipped) {
      event.preventDefault();
      answer(rating);
    }
  });
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (!card) return <SessionSummary setId={setId} answers={answers} spentMs={finishedAt - startedAt} onRestart={onRestart} />;
  return (
    <section aria-label={`Card ${index + 1} of ${queue.length}`} className="flex flex-col gap-4">
      <Progress done={index} total={queue.length} />
      <SessionCard card={card} flipped={flipped} onFlip={flip} shortcuts={shortcuts} takeFocus={focusFollows} />
      {flipped ? <AnswerButtons card={card} onAnswer={answer} shortcuts={shortcuts} /> : null}
      <p aria-live="polite" className="sr-only">
        {flipped ? `Answer: ${card.back}` : `Card ${index + 1} of ${queue.length}: ${card.front}`}
      </p>
      <ShortcutsSwitch on={shortcuts} onChange={setShortcuts} />
    </section>
  );
}
