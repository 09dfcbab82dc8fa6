/*
 * Study sets as one viewer sees them, each with the viewer's due count worked out in the same
 * query without looking at the cards: the cards never reviewed are cards_count minus the
 * viewer's reviewed_count (study_set_learners), and the reviewed ones due now are one range of
 * the (user_id, study_set_id, due) index.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { StudySetScope } from '../../../contract/study.ts';
import { containsText, type Db } from '../../db/dialect.ts';
import type { Database, StudySetLearnersTable } from '../../db/schema.ts';
import { ownerColumns, type StudySetWithOwner } from './mappers.ts';

type SetScope = ExpressionBuilder<Database & { learner: StudySetLearnersTable }, 'study_sets' | 'learner'>;

function dueCount(eb: SetScope, viewerId: string, now: string) {
  const reviewedDue = eb
    .selectFrom('card_reviews_state')
    .select((inner) => inner.fn.countAll().as('due'))
    .where('card_reviews_state.user_id', '=', viewerId)
    .whereRef('card_reviews_state.study_set_id', '=', 'study_sets.id')
    .where('card_reviews_state.due', '<=', now);
  return sql<number>`${eb.ref('study_sets.cards_count')} - coalesce(${eb.ref('learner.reviewed_count')}, 0) + (${reviewedDue})`;
}

/** Sets with their owner and `due_count` for the viewer as of `now`. */
function setsSeenBy(db: Db, viewerId: string, now: string) {
  return db
    .selectFrom('study_sets')
    .innerJoin('users', 'users.id', 'study_sets.owner_id')
    .leftJoin('study_set_learners as learner', (join) => join.onRef('learner.study_set_id', '=', 'study_sets.id').on('learner.user_id', '=', viewerId))
    .selectAll('study_sets')
    .select(ownerColumns)
    .select((eb) => dueCount(eb, viewerId, now).as('due_count'));
}

export type SeenSet = StudySetWithOwner & { due_count: number };

const counted = <T extends { due_count: number | string }>(row: T) => ({ ...row, due_count: Number(row.due_count) });

export async function findStudySet(db: Db, id: string, viewerId: string, now: string): Promise<SeenSet | undefined> {
  const row = await setsSeenBy(db, viewerId, now).where('study_sets.id', '=', id).executeTakeFirst();
  return row && counted(row);
}

type ListQuery = { scope: StudySetScope; take: number; course?: string; q?: string; cursor?: string };

/** One page, newest first, plus one more row when another page follows. */
export async function listStudySets(db: Db, viewerId: string, query: ListQuery, now: string): Promise<SeenSet[]> {
  const { scope, course, q, cursor, take } = query;
  let rows = setsSeenBy(db, viewerId, now)
    .$if(scope === 'mine', (qb) => qb.where('study_sets.owner_id', '=', viewerId))
    .$if(scope === 'public', (qb) => qb.where('study_sets.visibility', '=', 'public'))
    .orderBy('study_sets.id', 'desc')
    .limit(take + 1);
  if (course) rows = rows.where((eb) => eb(eb.fn('lower', ['study_sets.course']), '=', course.toLowerCase()));
  if (q) {
    rows = rows.where((eb) => eb.or([containsText(eb.ref('study_sets.title'), q), containsText(eb.ref('study_sets.description'), q)]));
  }
  if (cursor) rows = rows.where('study_sets.id', '<', cursor);
  return (await rows.execute()).map(counted);
}

/** The sets on the viewer's study list (theirs, and public ones they have reviewed) that they can still see. */
function studyList(db: Db, viewerId: string, now: string) {
  return setsSeenBy(db, viewerId, now)
    .where('learner.user_id', '=', viewerId)
    .where((eb) => eb.or([eb('study_sets.owner_id', '=', viewerId), eb('study_sets.visibility', '=', 'public')]));
}

/** The sets on the viewer's study list with a card due now, most due first (then newest). */
export async function todaysSets(db: Db, viewerId: string, now: string): Promise<SeenSet[]> {
  const rows = (await studyList(db, viewerId, now).execute()).map(counted);
  return rows.filter((row) => row.due_count > 0).sort((a, b) => b.due_count - a.due_count || (a.id < b.id ? 1 : -1));
}

/** When the viewer's next reviewed card on their study list comes due after `now`. */
export async function nextDueAfter(db: Db, viewerId: string, now: string): Promise<string | null> {
  const rows = await studyList(db, viewerId, now)
    .clearSelect()
    .select((eb) =>
      eb
        .selectFrom('card_reviews_state')
        .select((inner) => inner.fn.min('card_reviews_state.due').as('due'))
        .where('card_reviews_state.user_id', '=', viewerId)
        .whereRef('card_reviews_state.study_set_id', '=', 'study_sets.id')
        .where('card_reviews_state.due', '>', now)
        .as('next_due'),
    )
    .execute();
  const dues = rows.map((row) => row.next_due).filter((due): due is string => typeof due === 'string');
  return dues.sort()[0] ?? null;
}
