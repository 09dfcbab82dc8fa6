/*
 * What each answer button would give, worked out as the server will (ts-fsrs with the
 * contract's parameters, from my schedule of the card), so the interval on a button is the
 * due the review then gets. Only the study session loads it: ts-fsrs stays out of the
 * initial bundle.
 */
import { fsrs, generatorParameters } from 'ts-fsrs';
import { STUDY_FSRS_PARAMETERS, effectiveReviewTime, fromFsrsCard, toFsrsCard } from '../../../../contract/study-fsrs.ts';
import { ratings, type FlashCard, type FlashCardSchedule, type ReviewRating } from '../../../../contract/study.ts';

const scheduler = fsrs(generatorParameters(STUDY_FSRS_PARAMETERS));

export type ReviewOutcome = { due: string; schedule: FlashCardSchedule };

/** The card's next due and schedule under each rating, if answered at `now`. */
export function previewReview(card: Pick<FlashCard, 'due' | 'schedule'>, now: Date): Record<ReviewRating, ReviewOutcome> {
  const at = effectiveReviewTime(card, now);
  const preview = scheduler.repeat(toFsrsCard(card, at), at);
  const outcome = (rating: ReviewRating) => fromFsrsCard(preview[rating].card);
  return {
    [ratings.again]: outcome(ratings.again),
    [ratings.hard]: outcome(ratings.hard),
    [ratings.good]: outcome(ratings.good),
    [ratings.easy]: outcome(ratings.easy),
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An interval as a button shows it, like Anki: "<1m", "10m", "3h", "4d", "2mo", "1.5y". */
export function formatInterval(ms: number): string {
  if (ms < MINUTE) return '<1m';
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return `${hours}h`;
  const days = Math.round(ms / DAY);
  if (days < 30) return `${days}d`;
  const months = Math.round(days / 30);
  if (months < 12) return `${months}mo`;
  return `${Math.round(days / 36.5) / 10}y`;
}
