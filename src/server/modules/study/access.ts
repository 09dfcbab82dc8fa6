/*
 * Who may do what with a study set and its cards, in one place. A public set is readable by
 * every signed-in user, a private one by its owner only: to anyone else it does not exist
 * (404). Changing a set or its cards is for the owner; others who can see it get 403.
 * Reviewing is reading: anyone who can see a card may review it.
 */
import type { Db } from '../../db/dialect.ts';
import type { StudySetsTable } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';

export const studySetNotFound = () => notFound('Study set');
export const flashCardNotFound = () => notFound('Flash card');

type SetAccess = { owner_id: string; visibility: StudySetsTable['visibility'] };

export function canSee(set: SetAccess, viewerId: string): boolean {
  return set.owner_id === viewerId || set.visibility === 'public';
}

function assertOwner(set: SetAccess, viewerId: string): void {
  if (set.owner_id !== viewerId) throw forbidden('Only the owner of this study set can change it.');
}

async function findSetAccess(db: Db, setId: string) {
  return db.selectFrom('study_sets').select(['id', 'owner_id', 'visibility']).where('id', '=', setId).executeTakeFirst();
}

/** The set, when the viewer may see it; 404 otherwise. */
export async function visibleSet(db: Db, setId: string, viewerId: string): Promise<SetAccess & { id: string }> {
  const set = await findSetAccess(db, setId);
  if (!set || !canSee(set, viewerId)) throw studySetNotFound();
  return set;
}

/** The set, when the viewer owns it; 404 when they cannot see it, 403 when they can but do not own it. */
export async function ownedSet(db: Db, setId: string, viewerId: string): Promise<SetAccess & { id: string }> {
  const set = await visibleSet(db, setId, viewerId);
  assertOwner(set, viewerId);
  return set;
}

/** The card's set, when the viewer owns it; 404 or 403 as for the set. */
export async function ownedCard(db: Db, cardId: string, viewerId: string): Promise<{ id: string; study_set_id: string }> {
  const card = await db
    .selectFrom('flash_cards')
    .innerJoin('study_sets', 'study_sets.id', 'flash_cards.study_set_id')
    .select(['flash_cards.id', 'flash_cards.study_set_id', 'study_sets.owner_id', 'study_sets.visibility'])
    .where('flash_cards.id', '=', cardId)
    .executeTakeFirst();
  if (!card || !canSee(card, viewerId)) throw flashCardNotFound();
  assertOwner(card, viewerId);
  return card;
}
