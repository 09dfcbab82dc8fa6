import type { Selectable } from 'kysely';
import type { FlashCard, StudySet } from '../../../contract/study.ts';
import type { CardReviewsStateTable, FlashCardsTable, StudySetsTable } from '../../db/schema.ts';
import { toUserSummary } from '../users/mappers.ts';

/** The owner columns selected beside every study set row (joined as `users`). */
export const ownerColumns = ['users.name as owner_name', 'users.avatar_key as owner_avatar_key', 'users.institution_id as owner_institution_id'] as const;

type OwnerFields = { owner_name: string; owner_avatar_key: string | null; owner_institution_id: number | null };
export type StudySetWithOwner = Selectable<StudySetsTable> & OwnerFields;

export function toStudySet(row: StudySetWithOwner & { due_count: number }): StudySet {
  return {
    id: row.id,
    owner: toUserSummary({ id: row.owner_id, name: row.owner_name, avatar_key: row.owner_avatar_key, institution_id: row.owner_institution_id }),
    title: row.title,
    description: row.description,
    course: row.course,
    visibility: row.visibility,
    cardsCount: row.cards_count,
    dueCount: row.due_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The caller's state columns selected beside a card (left-joined as `st`). */
export const stateColumns = [
  'st.due',
  'st.stability',
  'st.difficulty',
  'st.elapsed_days',
  'st.scheduled_days',
  'st.learning_steps',
  'st.reps',
  'st.lapses',
  'st.state',
  'st.last_review',
] as const;

type StateFields = Omit<Selectable<CardReviewsStateTable>, 'user_id' | 'flash_card_id' | 'study_set_id'>;
type Nullable<T> = { [K in keyof T]: T[K] | null };
export type CardWithState = Selectable<FlashCardsTable> & Nullable<StateFields>;

/** The caller's schedule from a state row; no row (or a card never reviewed) has none. */
export function scheduleOf(row: Nullable<StateFields>): Pick<FlashCard, 'due' | 'schedule'> {
  if (row.due === null || row.state === null) return { due: null, schedule: null };
  return {
    due: row.due,
    schedule: {
      stability: row.stability ?? 0,
      difficulty: row.difficulty ?? 0,
      elapsedDays: row.elapsed_days ?? 0,
      scheduledDays: row.scheduled_days ?? 0,
      learningSteps: row.learning_steps ?? 0,
      reps: row.reps ?? 0,
      lapses: row.lapses ?? 0,
      state: row.state,
      lastReview: row.last_review,
    },
  };
}

/** A card without the caller's schedule. */
export function cardOf(row: Selectable<FlashCardsTable>): Omit<FlashCard, 'due' | 'schedule'> {
  return {
    id: row.id,
    studySetId: row.study_set_id,
    front: row.front,
    back: row.back,
    position: row.position,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A card nobody has reviewed yet (just made). */
export const newFlashCard = (row: Selectable<FlashCardsTable>): FlashCard => ({ ...cardOf(row), due: null, schedule: null });

export function toFlashCard(row: CardWithState): FlashCard {
  return { ...cardOf(row), ...scheduleOf(row) };
}
