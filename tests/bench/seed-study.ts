/*
 * One learner's study load for `GET /study/today` and reviews: `sets` sets of theirs holding
 * `cards` cards in all. They have reviewed four cards in five; of those, one in ten is due now,
 * the rest later (days to months ahead). The states are what ts-fsrs leaves after a review.
 */
import { sql } from 'kysely';
import { v7 } from 'uuid';
import type { Db } from '../../src/server/db/dialect.ts';

const BATCH = 500;
const DAY = 24 * 60 * 60 * 1000;

export async function seedStudy(db: Db, options: { ownerId: string; sets: number; cards: number }): Promise<{ cardIds: string[] }> {
  const now = Date.now();
  const perSet = Math.ceil(options.cards / options.sets);
  const cardIds: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let s = 0; s < options.sets; s += 1) {
      const setId = v7();
      const at = new Date(now - (options.sets - s) * DAY).toISOString();
      const count = Math.min(perSet, options.cards - s * perSet);
      if (count <= 0) break;
      await trx
        .insertInto('study_sets')
        .values({ id: setId, owner_id: options.ownerId, title: `Bench set ${s}`, description: '', course: 'Contract Law', visibility: s % 2 ? 'public' : 'private', cards_count: count, created_at: at, updated_at: at })
        .execute();
      let reviewed = 0;
      for (let offset = 0; offset < count; offset += BATCH) {
        const cards = [];
        const states = [];
        for (let i = offset; i < Math.min(offset + BATCH, count); i += 1) {
          const id = v7();
          cardIds.push(id);
          cards.push({ id, study_set_id: setId, front: `Question ${s}.${i}`, back: `Answer ${s}.${i}`, position: i + 1, created_at: at, updated_at: at });
          if (i % 5 === 4) continue;
          reviewed += 1;
          const dueIn = i % 10 === 0 ? -(1 + (i % 3)) * DAY : (1 + (i % 90)) * DAY;
          const days = Math.max(1, Math.round(Math.abs(dueIn) / DAY));
          states.push({
            user_id: options.ownerId,
            flash_card_id: id,
            study_set_id: setId,
            due: new Date(now + dueIn).toISOString(),
            stability: days * 1.2,
            difficulty: 5,
            elapsed_days: days,
            scheduled_days: days,
            learning_steps: 0,
            reps: 3,
            lapses: 0,
            state: 'review' as const,
            last_review: new Date(now + dueIn - days * DAY).toISOString(),
          });
        }
        await trx.insertInto('flash_cards').values(cards).execute();
        if (states.length > 0) await trx.insertInto('card_reviews_state').values(states).execute();
      }
      await trx.insertInto('study_set_learners').values({ user_id: options.ownerId, study_set_id: setId, reviewed_count: reviewed, created_at: at }).execute();
    }
  });
  await sql`analyze`.execute(db).catch(() => undefined);
  return { cardIds };
}
