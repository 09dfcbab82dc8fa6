/*
 * A question bank of `count` questions over eight courses, ten topics each and ten years,
 * with their facet counts kept as the server keeps them.
 */
import { sql } from 'kysely';
import { v7 } from 'uuid';
import type { Db } from '../../src/server/db/dialect.ts';
import { moveFacets } from '../../src/server/modules/questions/facets.ts';

const BATCH = 500;
export const BENCH_COURSES = ['Contract Law', 'Law of Torts', 'Equity and Trusts', 'Land Law', 'Evidence', 'Criminal Law', 'Constitutional Law', 'Company Law'];

export async function seedQuestions(db: Db, count: number): Promise<void> {
  const start = Date.now() - count * 1000;
  for (let offset = 0; offset < count; offset += BATCH * 4) {
    await db.transaction().execute(async (trx) => {
      for (let batchStart = offset; batchStart < Math.min(offset + BATCH * 4, count); batchStart += BATCH) {
        const rows = [];
        for (let n = batchStart; n < Math.min(batchStart + BATCH, count); n += 1) {
          const at = new Date(start + n * 1000).toISOString();
          rows.push({
            id: v7({ msecs: start + n * 1000 }),
            course: BENCH_COURSES[n % BENCH_COURSES.length] ?? '',
            topic: `Topic ${n % 10}`,
            year: 2015 + (n % 10),
            institution_id: null,
            type: 'mcq' as const,
            question: `Which of these best states the rule in question ${n}?`,
            options: JSON.stringify(['The first', 'The second', 'The third', 'The fourth']),
            answer_index: n % 4,
            model_answer: null,
            explanation: 'Because the authorities say so.',
            created_by: null,
            created_at: at,
          });
        }
        await trx.insertInto('questions').values(rows).execute();
        await moveFacets(trx, rows, 1);
      }
    });
  }
  await sql`analyze`.execute(db).catch(() => undefined);
}
