/*
 * One review: the learner's FSRS state of the card moves from `reviewedAt`, a log row keeps
 * the review, and a replayed reviewId changes nothing. Reviews of one card take turns: on
 * SQLite they run one after another (review-writer.ts), and on PostgreSQL the card's row is
 * locked before anything is read, so a replay racing its original (or a second tab) sees what
 * the first one wrote.
 */
import { fsrs, generatorParameters } from 'ts-fsrs';
import type { FlashCard, ReviewRating } from '../../../contract/study.ts';
import { STUDY_FSRS_PARAMETERS, effectiveReviewTime, fromFsrsCard, toFsrsCard } from '../../../contract/study-fsrs.ts';
import { isUniqueViolation, type DatabaseKind, type Db } from '../../db/dialect.ts';
import { conflict } from '../../lib/http-error.ts';
import { newStamp } from '../../lib/ids.ts';
import { canSee, flashCardNotFound } from './access.ts';
import { cardsWithState } from './card-repository.ts';
import { cardOf, toFlashCard } from './mappers.ts';

const scheduler = fsrs(generatorParameters(STUDY_FSRS_PARAMETERS));

export type Review = { userId: string; cardId: string; rating: ReviewRating; reviewedAt: Date; reviewId?: string };
export type ReviewOutcome = { card: FlashCard; replayed: boolean };

const reviewIdReused = () => conflict('CONFLICT', 'This reviewId was already used for a different review.');

/** The card with its set's access, the learner's state, and the earlier review with this reviewId if any. */
async function readCard(trx: Db, review: Review) {
  return cardsWithState(trx, review.userId)
    .innerJoin('study_sets', 'study_sets.id', 'flash_cards.study_set_id')
    .leftJoin('review_log as earlier', (join) =>
      join.on('earlier.user_id', '=', review.userId).on('earlier.review_id', '=', review.reviewId ?? null),
    )
    .select(['study_sets.owner_id', 'study_sets.visibility'])
    .select(['earlier.flash_card_id as earlier_card_id', 'earlier.rating as earlier_rating', 'earlier.reviewed_at as earlier_reviewed_at'])
    .where('flash_cards.id', '=', review.cardId)
    .executeTakeFirst();
}

type Earlier = { earlier_card_id: string | null; earlier_rating: number | null; earlier_reviewed_at: string | null };

/** Whether this is a replay of an earlier review; 409 if the reviewId named another review. */
function isReplay(row: Earlier, review: Review): boolean {
  if (row.earlier_card_id === null) return false;
  const same =
    row.earlier_card_id === review.cardId &&
    row.earlier_rating === review.rating &&
    Date.parse(row.earlier_reviewed_at ?? '') === review.reviewedAt.getTime();
  if (!same) throw reviewIdReused();
  return true;
}

/** Applies one review inside the caller's transaction (review-writer.ts). */
export async function applyReview(trx: Db, kind: DatabaseKind, review: Review): Promise<ReviewOutcome> {
  const { userId, cardId, rating, reviewedAt } = review;
  if (kind === 'postgres') await trx.selectFrom('flash_cards').select('id').where('id', '=', cardId).forNoKeyUpdate().execute();
  const row = await readCard(trx, review);
  if (!row || !canSee(row, userId)) throw flashCardNotFound();
  const current = toFlashCard(row);
  if (isReplay(row, review)) return { card: current, replayed: true };

  const at = effectiveReviewTime(current, reviewedAt);
  const { card: next, log } = scheduler.next(toFsrsCard(current, at), at, rating);
  const { due, schedule } = fromFsrsCard(next);
  const state = {
    due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    last_review: schedule.lastReview,
  };
  if (current.schedule) {
    await trx.updateTable('card_reviews_state').set(state).where('flash_card_id', '=', cardId).where('user_id', '=', userId).execute();
  } else {
    await trx.insertInto('card_reviews_state').values({ flash_card_id: cardId, user_id: userId, study_set_id: row.study_set_id, ...state }).execute();
    // A first review of this card: one fewer never-reviewed card in the set for this learner,
    // and a public set of someone else's joins their study list.
    await trx
      .insertInto('study_set_learners')
      .values({ user_id: userId, study_set_id: row.study_set_id, reviewed_count: 1, created_at: at.toISOString() })
      .onConflict((oc) =>
        oc.columns(['user_id', 'study_set_id']).doUpdateSet((eb) => ({ reviewed_count: eb('study_set_learners.reviewed_count', '+', 1) })),
      )
      .execute();
  }

  const { id, at: createdAt } = newStamp();
  await trx
    .insertInto('review_log')
    .values({
      id,
      user_id: userId,
      flash_card_id: cardId,
      review_id: review.reviewId ?? null,
      rating,
      state: current.schedule?.state ?? 'new',
      elapsed_days: log.elapsed_days,
      scheduled_days: log.scheduled_days,
      reviewed_at: reviewedAt.toISOString(),
      created_at: createdAt,
    })
    .execute()
    // Only the same reviewId sent at the same moment for another card gets here.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw reviewIdReused();
      throw error;
    });

  return { card: { ...cardOf(row), due, schedule }, replayed: false };
}
