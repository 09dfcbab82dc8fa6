/*
 * Study set rows. A set's cards_count moves in the same transaction as the cards it counts,
 * in place, so concurrent writes never lose one.
 */
import type { NewFlashCard, StudySetVisibility } from '../../../contract/study.ts';
import type { Db } from '../../db/dialect.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';
import { insertCards } from './card-repository.ts';

export type NewStudySet = {
  ownerId: string;
  title: string;
  description: string;
  course: string | null;
  visibility: StudySetVisibility;
  flashCards: NewFlashCard[];
};

/** Creates the set and its first cards together; answers the new id. */
export async function insertStudySet(db: Db, input: NewStudySet): Promise<string> {
  const { id, at } = newStamp();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('study_sets')
      .values({
        id,
        owner_id: input.ownerId,
        title: input.title,
        description: input.description,
        course: input.course,
        visibility: input.visibility,
        cards_count: input.flashCards.length,
        created_at: at,
        updated_at: at,
      })
      .execute();
    // The owner's study list holds the set from the start (GET /study/today).
    await trx.insertInto('study_set_learners').values({ user_id: input.ownerId, study_set_id: id, reviewed_count: 0, created_at: at }).execute();
    await insertCards(trx, id, input.flashCards, 1);
  });
  return id;
}

type SetChanges = { title?: string; description?: string; course?: string | null; visibility?: StudySetVisibility };

/** Changes the fields given; the others stay. */
export async function updateStudySet(db: Db, id: string, changes: SetChanges): Promise<void> {
  const { title, description, course, visibility } = changes;
  await db
    .updateTable('study_sets')
    .set({ title, description, course, visibility, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/**
 * Cards first, then the set: a review in progress holds its card and then needs the set, so
 * taking them in the same order never deadlocks on PostgreSQL. States and logs cascade.
 */
export async function deleteStudySet(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('flash_cards').where('study_set_id', '=', id).execute();
    await trx.deleteFrom('study_sets').where('id', '=', id).execute();
  });
}
