/*
 * The one FSRS setup both sides use, so the interval the client shows on an answer button is
 * the due the server answers for that review. Usage, on either side:
 *
 *   const scheduler = fsrs(generatorParameters(STUDY_FSRS_PARAMETERS));
 *   const { card } = scheduler.next(toFsrsCard(flashCard, reviewedAt), reviewedAt, rating);
 *   const { due, schedule } = fromFsrsCard(card);
 *
 * Only types come from ts-fsrs here, so the contract stays free of its code.
 */
import type { Card, CardInput, FSRSParameters, StateType } from 'ts-fsrs';
import { scheduleStates, type FlashCard, type FlashCardSchedule, type ScheduleState } from './study.ts';

/** ts-fsrs defaults otherwise. Fuzz is off: with it, two computations of one review differ. */
export const STUDY_FSRS_PARAMETERS = { request_retention: 0.9, enable_fuzz: false } as const satisfies Partial<FSRSParameters>;

const fsrsStateNames = {
  new: 'New',
  learning: 'Learning',
  review: 'Review',
  relearning: 'Relearning',
} as const satisfies Record<ScheduleState, StateType>;

/** A card nobody has reviewed, due `now` (ts-fsrs `createEmptyCard`). */
function emptyCard(now: Date): CardInput {
  return {
    due: now,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: 'New',
    last_review: null,
  };
}

/** The caller's schedule of a card as ts-fsrs takes it; a card never reviewed is new and due `now`. */
export function toFsrsCard(card: Pick<FlashCard, 'due' | 'schedule'>, now: Date): CardInput {
  const { due, schedule } = card;
  if (!due || !schedule) return emptyCard(now);
  return {
    due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: fsrsStateNames[schedule.state],
    last_review: schedule.lastReview,
  };
}

/** A ts-fsrs card after a review, as `FlashCard.due` and `FlashCard.schedule`. */
export function fromFsrsCard(card: Card): { due: string; schedule: FlashCardSchedule } {
  return {
    due: card.due.toISOString(),
    schedule: {
      stability: card.stability,
      difficulty: card.difficulty,
      elapsedDays: card.elapsed_days,
      scheduledDays: card.scheduled_days,
      learningSteps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: scheduleStates[card.state] ?? 'new',
      lastReview: card.last_review ? card.last_review.toISOString() : null,
    },
  };
}

/**
 * When a review counts as made: ts-fsrs cannot go back in time, so one dated before the card's
 * last review (two devices offline at once) counts as made at that last review.
 */
export function effectiveReviewTime(card: Pick<FlashCard, 'schedule'>, reviewedAt: Date): Date {
  const last = card.schedule?.lastReview;
  return last && Date.parse(last) > reviewedAt.getTime() ? new Date(last) : reviewedAt;
}
