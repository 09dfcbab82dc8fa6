/*
 * Practices and exams. A practice keeps the questions it drew in order, with my answer beside
 * each. An answer and a finish both update the practice's row first, which holds it
 * (PostgreSQL) until their transaction ends: an answer never lands in a finished practice.
 * An exam's answers are graded when stored but count towards "missed" only once it finishes,
 * so nothing about them leaks before then.
 */
import { sql } from 'kysely';
import type { AnswerPracticeResponse } from '../../../contract/practice.ts';
import type { Db } from '../../db/dialect.ts';
import type { Flag, PracticeRow } from '../../db/schema.ts';
import { HttpError, conflict, invalidField, notFound } from '../../lib/http-error.ts';
import { newStamp } from '../../lib/ids.ts';
import { pageOf } from '../../lib/keyset.ts';
import { questionFilter, type QuestionFilter } from './repository.ts';

export const practiceNotFound = () => notFound('Practice');
const practiceClosed = () => conflict('CONFLICT', 'This practice has finished.');

type Graded = { question_id: string; correct: Flag; answered_at: string };

/** Keeps each answer as my latest to its question, unless a later one is already kept. */
async function recordAttempts(trx: Db, userId: string, answers: Graded[]): Promise<void> {
  if (answers.length === 0) return;
  const rows = answers.map((answer) => ({ user_id: userId, ...answer })).sort((a, b) => (a.question_id < b.question_id ? -1 : 1));
  await trx
    .insertInto('question_attempts')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'question_id'])
        .doUpdateSet((eb) => ({ correct: eb.ref('excluded.correct'), answered_at: eb.ref('excluded.answered_at') }))
        .where((eb) => eb('question_attempts.answered_at', '<=', eb.ref('excluded.answered_at'))),
    )
    .execute();
}

export type PracticeStart = QuestionFilter & { onlyMissed: boolean; count: number; timeLimitMinutes: number | null };

/** Draws the questions at random and stores the practice; answers its id. */
export async function startPractice(db: Db, userId: string, start: PracticeStart, now: Date): Promise<string> {
  let draw = db.selectFrom('questions').select('questions.id').where(questionFilter(start)).orderBy(sql`random()`).limit(start.count);
  if (start.onlyMissed) {
    const missed = db.selectFrom('question_attempts').select('question_attempts.question_id').where('user_id', '=', userId).where('correct', '=', 0);
    draw = draw.where('questions.id', 'in', missed);
  }
  const picked = await draw.execute();
  if (picked.length === 0) throw new HttpError(404, 'NOT_FOUND', 'No questions match these filters.');

  const { id } = newStamp();
  const endsAt = start.timeLimitMinutes === null ? null : new Date(now.getTime() + start.timeLimitMinutes * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('practices')
      .values({ id, user_id: userId, time_limit_minutes: start.timeLimitMinutes, started_at: now.toISOString(), ends_at: endsAt, finished_at: null })
      .execute();
    await trx
      .insertInto('practice_questions')
      .values(
        picked.map((question, position) => ({
          practice_id: id,
          position,
          question_id: question.id,
          answer_index: null,
          answer_text: null,
          correct: null,
          answered_at: null,
        })),
      )
      .execute();
  });
  return id;
}

/** My practice as stored; 404 when it is not mine. */
export async function findOwnPractice(db: Db, id: string, userId: string): Promise<PracticeRow> {
  const practice = await db.selectFrom('practices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!practice) throw practiceNotFound();
  return practice;
}

const isExpired = (practice: PracticeRow, now: Date) =>
  practice.finished_at === null && practice.ends_at !== null && practice.ends_at <= now.toISOString();

/** Finishes it now, or when its time ran out if that came first; a finished practice stays as it is. */
export async function finishPractice(db: Db, practice: PracticeRow, now: Date): Promise<void> {
  if (practice.finished_at !== null) return;
  const at = practice.ends_at !== null && practice.ends_at < now.toISOString() ? practice.ends_at : now.toISOString();
  await db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('practices').set({ finished_at: at }).where('id', '=', practice.id).where('finished_at', 'is', null).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0 || practice.ends_at === null) return;
    const graded = await trx
      .selectFrom('practice_questions')
      .select(['question_id', 'correct', 'answered_at'])
      .where('practice_id', '=', practice.id)
      .where('correct', 'is not', null)
      .where('answered_at', 'is not', null)
      .execute();
    await recordAttempts(trx, practice.user_id, graded as Graded[]);
  });
}

/** My practice as it stands at `now` (404 when it is not mine): an exam whose time is up is finished first. */
export async function currentPractice(db: Db, id: string, userId: string, now: Date): Promise<PracticeRow> {
  const practice = await findOwnPractice(db, id, userId);
  if (!isExpired(practice, now)) return practice;
  await finishPractice(db, practice, now);
  return findOwnPractice(db, id, userId);
}

/** Finishes every exam of mine whose time is up, so lists show them as finished. */
export async function finishExpiredPractices(db: Db, userId: string, now: Date): Promise<void> {
  const expired = await db
    .selectFrom('practices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('finished_at', 'is', null)
    .where('ends_at', '<=', now.toISOString())
    .execute();
  for (const practice of expired) await finishPractice(db, practice, now);
}

export type PracticeAnswerInput = { questionId: string; answerIndex: number | null; text: string | null };

/** Stores my answer; without a time limit it is graded and shown at once, in an exam only kept. */
export async function answerPractice(db: Db, practice: PracticeRow, answer: PracticeAnswerInput, now: Date): Promise<AnswerPracticeResponse> {
  if (practice.finished_at !== null) throw practiceClosed();
  const at = now.toISOString();
  const timed = practice.ends_at !== null;
  return db.transaction().execute(async (trx) => {
    // Changes nothing, but holds the row against a finish running at the same time.
    const open = await trx
      .updateTable('practices')
      .set({ finished_at: null })
      .where('id', '=', practice.id)
      .where('finished_at', 'is', null)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) === 0) throw practiceClosed();

    const entry = await trx
      .selectFrom('practice_questions')
      .innerJoin('questions', 'questions.id', 'practice_questions.question_id')
      .select(['questions.type', 'questions.options', 'questions.answer_index', 'questions.model_answer', 'questions.explanation', 'practice_questions.answered_at'])
      .where('practice_questions.practice_id', '=', practice.id)
      .where('practice_questions.question_id', '=', answer.questionId)
      .executeTakeFirst();
    if (!entry) throw notFound('Question');
    if (!timed && entry.answered_at !== null) throw conflict('CONFLICT', 'This question has already been answered.');

    let correct: Flag | null = null;
    if (entry.type === 'mcq') {
      const optionCount = (JSON.parse(entry.options) as string[]).length;
      if (answer.answerIndex === null || answer.answerIndex >= optionCount) {
        throw invalidField('body.answerIndex', `Choose one of the ${optionCount} options: answerIndex 0 to ${optionCount - 1}.`);
      }
      correct = answer.answerIndex === entry.answer_index ? 1 : 0;
    } else if (answer.text === null) {
      throw invalidField('body.text', 'Write an answer to this essay question.');
    }

    await trx
      .updateTable('practice_questions')
      .set({
        answer_index: entry.type === 'mcq' ? answer.answerIndex : null,
        answer_text: entry.type === 'essay' ? answer.text : null,
        correct,
        answered_at: at,
      })
      .where('practice_id', '=', practice.id)
      .where('question_id', '=', answer.questionId)
      .execute();
    if (timed) return { recorded: true as const };

    if (correct !== null) await recordAttempts(trx, practice.user_id, [{ question_id: answer.questionId, correct, answered_at: at }]);
    return { correct: correct === null ? null : correct === 1, answerIndex: entry.answer_index, modelAnswer: entry.model_answer, explanation: entry.explanation };
  });
}

/** A page of my finished practices, the latest started first, keyset by id. */
export async function finishedPracticePage(db: Db, userId: string, page: { cursor?: string; take: number }) {
  let query = db
    .selectFrom('practices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('finished_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(page.take + 1);
  if (page.cursor) query = query.where('id', '<', page.cursor);
  return pageOf(await query.execute(), page.take, (last) => last.id);
}
