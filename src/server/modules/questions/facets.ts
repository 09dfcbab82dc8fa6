/*
 * The courses, topics and years the bank holds, kept as counts beside the questions (moved in
 * the same transaction as each insert and delete) so that a list reads a few small rows
 * instead of scanning the bank for distinct values.
 */
import { sql } from 'kysely';
import type { QuestionFacets } from '../../../contract/questions.ts';
import type { Db } from '../../db/dialect.ts';
import type { QuestionFacetsTable, QuestionRow } from '../../db/schema.ts';

type FacetKey = Omit<QuestionFacetsTable, 'count'>;
type Counted = Pick<QuestionRow, 'course' | 'topic' | 'year'>;

function keysOf(question: Counted): FacetKey[] {
  const keys: FacetKey[] = [
    { kind: 'course', course: question.course, value: '' },
    { kind: 'topic', course: question.course, value: question.topic },
  ];
  if (question.year !== null) keys.push({ kind: 'year', course: question.course, value: String(question.year) });
  return keys;
}

/** Counts the questions in or out of their facets; run it in the transaction that writes them. */
export async function moveFacets(trx: Db, questions: Counted[], direction: 1 | -1): Promise<void> {
  const counts = new Map<string, FacetKey & { count: number }>();
  for (const key of questions.flatMap(keysOf)) {
    const id = JSON.stringify([key.kind, key.course, key.value]);
    const entry = counts.get(id) ?? { ...key, count: 0 };
    entry.count += direction;
    counts.set(id, entry);
  }
  // One order for every writer, so two transactions on PostgreSQL never wait on each other in a circle.
  const rows = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  if (rows.length === 0) return;
  if (direction === 1) {
    await trx
      .insertInto('question_facets')
      .values(rows)
      .onConflict((oc) => oc.columns(['kind', 'course', 'value']).doUpdateSet((eb) => ({ count: eb('question_facets.count', '+', eb.ref('excluded.count')) })))
      .execute();
    return;
  }
  for (const row of rows) {
    await trx
      .updateTable('question_facets')
      .set((eb) => ({ count: eb('count', '+', row.count) }))
      .where('kind', '=', row.kind)
      .where('course', '=', row.course)
      .where('value', '=', row.value)
      .execute();
  }
}

const byText = (a: string, b: string) => a.localeCompare(b);

/** The values present: every course; topics and years within `course` when given. */
export async function readFacets(db: Db, course: string | undefined): Promise<QuestionFacets> {
  let query = db.selectFrom('question_facets').select(['kind', 'course', 'value']).where('count', '>', 0);
  if (course !== undefined) {
    query = query.where((eb) => eb.or([eb('kind', '=', 'course'), eb(sql<string>`lower(course)`, '=', sql<string>`lower(${course})`)]));
  }
  const courses = new Set<string>();
  const topics = new Set<string>();
  const years = new Set<number>();
  for (const row of await query.execute()) {
    if (row.kind === 'course') courses.add(row.course);
    else if (row.kind === 'topic') topics.add(row.value);
    else years.add(Number(row.value));
  }
  return {
    courses: [...courses].sort(byText),
    topics: [...topics].sort(byText),
    years: [...years].sort((a, b) => b - a),
  };
}
