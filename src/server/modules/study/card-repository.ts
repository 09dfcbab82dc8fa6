/*
 * Flash card rows, read with the viewer's own review state beside each. Positions are numbers
 * ordered ascending (ties by id); new cards go after the last, one apart.
 */
import type { Selectable } from 'kysely';
import type { NewFlashCard } from '../../../contract/study.ts';
import type { DatabaseKind, Db } from '../../db/dialect.ts';
import type { FlashCardsTable } from '../../db/schema.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';
import { studySetNotFound } from './access.ts';
import { stateColumns, type CardWithState } from './mappers.ts';

type CardRow = Selectable<FlashCardsTable>;

/** Inserts cards in order, from `firstPosition` up; the caller moves cards_count. */
export async function insertCards(trx: Db, setId: string, cards: NewFlashCard[], firstPosition: number): Promise<CardRow[]> {
  if (cards.length === 0) return [];
  const rows = cards.map((card, index) => {
    const { id, at } = newStamp();
    return { id, study_set_id: setId, front: card.front, back: card.back, position: firstPosition + index, created_at: at, updated_at: at };
  });
  await trx.insertInto('flash_cards').values(rows).execute();
  return rows;
}

/**
 * Adds cards after the set's last, all or none. Moving cards_count first locks the set's row
 * on PostgreSQL, so two appends to one set take turns and never share positions.
 */
export async function appendCards(db: Db, setId: string, cards: NewFlashCard[]): Promise<CardRow[]> {
  return db.transaction().execute(async (trx) => {
    const counted = await trx
      .updateTable('study_sets')
      .set((eb) => ({ cards_count: eb('cards_count', '+', cards.length) }))
      .where('id', '=', setId)
      .executeTakeFirst();
    // Deleted since the caller looked.
    if (Number(counted.numUpdatedRows) === 0) throw studySetNotFound();
    const last = await trx
      .selectFrom('flash_cards')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('study_set_id', '=', setId)
      .executeTakeFirst();
    return insertCards(trx, setId, cards, Math.floor(Number(last?.position ?? 0)) + 1);
  });
}

export async function updateCard(db: Db, id: string, changes: { front?: string; back?: string; position?: number }): Promise<void> {
  const { front, back, position } = changes;
  await db.updateTable('flash_cards').set({ front, back, position, updated_at: nowIso() }).where('id', '=', id).execute();
}

/**
 * Deletes a card; each learner who had reviewed it has one reviewed card fewer in the set. On
 * PostgreSQL the card's row is locked first: a review of it in progress finishes (and is
 * counted here) before, and one that starts later finds the card gone.
 */
export async function deleteCard(db: Db, kind: DatabaseKind, id: string, setId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (kind === 'postgres') await trx.selectFrom('flash_cards').select('id').where('id', '=', id).forUpdate().execute();
    const learners = trx.selectFrom('card_reviews_state').select('user_id').where('flash_card_id', '=', id);
    await trx
      .updateTable('study_set_learners')
      .set((eb) => ({ reviewed_count: eb('reviewed_count', '-', 1) }))
      .where('study_set_id', '=', setId)
      .where('user_id', 'in', learners)
      .execute();
    const deleted = await trx.deleteFrom('flash_cards').where('id', '=', id).executeTakeFirst();
    const count = Number(deleted.numDeletedRows);
    if (count > 0) {
      await trx
        .updateTable('study_sets')
        .set((eb) => ({ cards_count: eb('cards_count', '-', count) }))
        .where('id', '=', setId)
        .execute();
    }
  });
}

/** Cards with the viewer's state beside each (left-joined as `st`). */
export function cardsWithState(db: Db, viewerId: string) {
  return db
    .selectFrom('flash_cards')
    .leftJoin('card_reviews_state as st', (join) => join.onRef('st.flash_card_id', '=', 'flash_cards.id').on('st.user_id', '=', viewerId))
    .selectAll('flash_cards')
    .select(stateColumns);
}

export async function findCard(db: Db, id: string, viewerId: string): Promise<CardWithState | undefined> {
  return cardsWithState(db, viewerId).where('flash_cards.id', '=', id).executeTakeFirst();
}

/** Every card of the set in position order. */
export async function cardsOf(db: Db, setId: string, viewerId: string): Promise<CardWithState[]> {
  return cardsWithState(db, viewerId)
    .where('flash_cards.study_set_id', '=', setId)
    .orderBy('flash_cards.position')
    .orderBy('flash_cards.id')
    .execute();
}

/** The viewer's due cards of the set: reviewed ones by due (most overdue first), then never-reviewed ones by position. */
export async function dueCardsOf(db: Db, setId: string, viewerId: string, now: string, take: number): Promise<CardWithState[]> {
  return cardsWithState(db, viewerId)
    .where('flash_cards.study_set_id', '=', setId)
    .where((eb) => eb.or([eb('st.due', 'is', null), eb('st.due', '<=', now)]))
    .orderBy((eb) => eb.fn.coalesce('st.due', eb.val(now)))
    .orderBy('flash_cards.position')
    .orderBy('flash_cards.id')
    .limit(take)
    .execute();
}
