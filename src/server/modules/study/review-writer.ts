/*
 * Reviews that arrive together on SQLite share one transaction, as posts do (posts/post-writer.ts):
 * the commit costs more than a review's few statements. Each review runs in a savepoint of its
 * own, so one refused (404, 409) or failed leaves the others be, and every caller hears of its
 * review only once the commit holding it is done. PostgreSQL gives each its own transaction.
 */
import { sql } from 'kysely';
import type { DatabaseKind, Db } from '../../db/dialect.ts';
import { applyReview, type Review, type ReviewOutcome } from './review.ts';

const MOST_IN_ONE_BATCH = 100;

type Waiting = { review: Review; resolve: (outcome: ReviewOutcome) => void; reject: (error: unknown) => void };

async function writeBatch(db: Db, batch: Waiting[]): Promise<void> {
  const answers: (() => void)[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const { review, resolve, reject } of batch) {
        await sql`savepoint review`.execute(trx);
        try {
          const outcome = await applyReview(trx, 'sqlite', review);
          answers.push(() => resolve(outcome));
        } catch (error) {
          await sql`rollback to review`.execute(trx);
          answers.push(() => reject(error));
        }
        await sql`release review`.execute(trx);
      }
    });
  } catch (error) {
    for (const item of batch) item.reject(error);
    return;
  }
  for (const answer of answers) answer();
}

export type ReviewWriter = (review: Review) => Promise<ReviewOutcome>;

export function createReviewWriter(db: Db, kind: DatabaseKind): ReviewWriter {
  if (kind === 'postgres') return (review) => db.transaction().execute((trx) => applyReview(trx, kind, review));
  let waiting: Waiting[] = [];

  const flush = async () => {
    const all = waiting;
    waiting = [];
    for (let start = 0; start < all.length; start += MOST_IN_ONE_BATCH) await writeBatch(db, all.slice(start, start + MOST_IN_ONE_BATCH));
  };

  return (review) =>
    new Promise<ReviewOutcome>((resolve, reject) => {
      // Requests read in the same turn join one batch; the next turn writes it.
      if (waiting.length === 0) setImmediate(() => void flush());
      waiting.push({ review, resolve, reject });
    });
}
