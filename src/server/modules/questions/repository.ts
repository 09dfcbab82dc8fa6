/*
 * The question bank's reads and writes. Course and topic match ignoring case through
 * lower(), the form the bank's indexes are built on, so two filters read one index range in
 * id order and a page stops after take + 1 rows, however large the bank.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { QuestionFields, QuestionType } from '../../../contract/questions.ts';
import { containsText, type Db } from '../../db/dialect.ts';
import type { Database, QuestionRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { newStamp } from '../../lib/ids.ts';
import { pageOf } from '../../lib/keyset.ts';
import { creatorColumns } from '../users/mappers.ts';
import { moveFacets } from './facets.ts';
import type { QuestionWithCreator } from './mappers.ts';

export const questionNotFound = () => notFound('Question');

export type QuestionFilter = { course?: string; topic?: string; year?: number; type?: QuestionType; institutionId?: number };

/** Rows that `lower(column)` equals `lower(value)`: the form the indexes hold. */
function sameText(column: string, value: string) {
  return (eb: ExpressionBuilder<Database, 'questions'>) => eb(sql<string>`lower(${sql.ref(column)})`, '=', sql<string>`lower(${value})`);
}

/** The bank's filters as one condition, for lists and practices alike. */
export function questionFilter(filter: QuestionFilter) {
  return (eb: ExpressionBuilder<Database, 'questions'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.course !== undefined) conditions.push(sameText('questions.course', filter.course)(eb));
    if (filter.topic !== undefined) conditions.push(sameText('questions.topic', filter.topic)(eb));
    if (filter.year !== undefined) conditions.push(eb('questions.year', '=', filter.year));
    if (filter.type !== undefined) conditions.push(eb('questions.type', '=', filter.type));
    if (filter.institutionId !== undefined) conditions.push(eb('questions.institution_id', '=', filter.institutionId));
    return eb.and(conditions);
  };
}

/** Questions with their writer; callers add the filters. */
export function questionsWithCreator(db: Db) {
  return db.selectFrom('questions').leftJoin('users', 'users.id', 'questions.created_by').selectAll('questions').select(creatorColumns);
}

export async function findQuestion(db: Db, id: string): Promise<QuestionWithCreator | undefined> {
  return questionsWithCreator(db).where('questions.id', '=', id).executeTakeFirst();
}

type Page = { cursor?: string; take: number };

/** One page of the bank, newest first, keyset by id. */
export async function questionPage(
  db: Db,
  query: QuestionFilter & Page & { q?: string },
): Promise<{ rows: QuestionWithCreator[]; nextCursor: string | null }> {
  let page = questionsWithCreator(db).where(questionFilter(query)).orderBy('questions.id', 'desc').limit(query.take + 1);
  if (query.q !== undefined) {
    const q = query.q;
    page = page.where((eb) => containsText(eb.ref('questions.question'), q));
  }
  if (query.cursor) page = page.where('questions.id', '<', query.cursor);
  return pageOf(await page.execute(), query.take, (last) => last.id);
}

// Rows a statement may carry: 13 values each stays far below either database's limit on bound values.
const INSERT_BATCH = 200;

/**
 * Adds questions and counts them into the facets, in order, each with its own time-ordered
 * id; run it inside a transaction so that both or neither happen.
 */
export async function insertQuestions(trx: Db, createdBy: string | null, questions: QuestionFields[]): Promise<QuestionRow[]> {
  const rows: QuestionRow[] = questions.map((fields) => {
    const { id, at } = newStamp();
    return {
      id,
      course: fields.course,
      topic: fields.topic,
      year: fields.year,
      institution_id: fields.institutionId,
      type: fields.type,
      question: fields.question,
      options: JSON.stringify(fields.options),
      answer_index: fields.answerIndex,
      model_answer: fields.modelAnswer,
      explanation: fields.explanation,
      created_by: createdBy,
      created_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx.insertInto('questions').values(rows.slice(start, start + INSERT_BATCH)).execute();
  }
  await moveFacets(trx, rows, 1);
  return rows;
}

/** Deletes the question and counts it out of the facets; its practice answers go with it. */
export async function deleteQuestion(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('questions').where('id', '=', id).returning(['course', 'topic', 'year']).executeTakeFirst();
    if (!gone) throw questionNotFound();
    await moveFacets(trx, [gone], -1);
  });
}
