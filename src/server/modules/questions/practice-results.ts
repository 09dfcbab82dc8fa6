/*
 * What a practice shows: while it runs, its questions without answers and my answers so far;
 * once finished, the result with every question in full beside my answer.
 */
import type { Practice, PracticeResult } from '../../../contract/practice.ts';
import type { Db } from '../../db/dialect.ts';
import type { PracticeRow } from '../../db/schema.ts';
import { toPracticeQuestion, toQuestion, type QuestionWithCreator } from './mappers.ts';
import { questionsWithCreator } from './repository.ts';

type Entry = QuestionWithCreator & {
  practice_id: string;
  given_index: number | null;
  given_text: string | null;
  graded: number | null;
  given_at: string | null;
};

/** The questions of each practice, in the order drawn, with my answers. */
async function entriesOf(db: Db, practiceIds: string[]): Promise<Map<string, Entry[]>> {
  const byPractice = new Map<string, Entry[]>(practiceIds.map((id) => [id, []]));
  if (practiceIds.length === 0) return byPractice;
  const rows = await questionsWithCreator(db)
    .innerJoin('practice_questions as pq', 'pq.question_id', 'questions.id')
    .select(['pq.practice_id', 'pq.answer_index as given_index', 'pq.answer_text as given_text', 'pq.correct as graded', 'pq.answered_at as given_at'])
    .where('pq.practice_id', 'in', practiceIds)
    .orderBy('pq.practice_id')
    .orderBy('pq.position')
    .execute();
  for (const row of rows) byPractice.get(row.practice_id)?.push(row);
  return byPractice;
}

export async function toPractice(db: Db, practice: PracticeRow): Promise<Practice> {
  const entries = (await entriesOf(db, [practice.id])).get(practice.id) ?? [];
  return {
    id: practice.id,
    startedAt: practice.started_at,
    timeLimitMinutes: practice.time_limit_minutes,
    endsAt: practice.ends_at,
    finishedAt: practice.finished_at,
    questions: entries.map(toPracticeQuestion),
    answers: entries
      .filter((entry) => entry.given_at !== null)
      .map((entry) => ({ questionId: entry.id, answerIndex: entry.given_index, text: entry.given_text })),
  };
}

function toResult(practice: PracticeRow, finishedAt: string, entries: Entry[]): PracticeResult {
  // An MCQ left unanswered counts as wrong; an essay question is not graded.
  const review = entries.map((entry) => ({
    question: toQuestion(entry),
    answerIndex: entry.given_index,
    text: entry.given_text,
    correct: entry.type === 'mcq' ? entry.graded === 1 : null,
  }));
  const topics = new Map<string, PracticeResult['byTopic'][number]>();
  for (const { question, correct } of review) {
    const key = JSON.stringify([question.course, question.topic]);
    const topic = topics.get(key) ?? { course: question.course, topic: question.topic, correct: 0, total: 0 };
    if (question.type === 'mcq') topic.total += 1;
    if (correct) topic.correct += 1;
    topics.set(key, topic);
  }
  const mcqs = review.filter((item) => item.question.type === 'mcq').length;
  const correct = review.filter((item) => item.correct).length;
  return {
    id: practice.id,
    startedAt: practice.started_at,
    finishedAt,
    total: entries.length,
    answered: entries.filter((entry) => entry.given_at !== null).length,
    correct,
    score: mcqs === 0 ? 0 : Math.round((100 * correct) / mcqs),
    byTopic: [...topics.values()],
    review,
  };
}

/** The results of finished practices, in the order given. */
export async function toPracticeResults(db: Db, practices: PracticeRow[]): Promise<PracticeResult[]> {
  const entries = await entriesOf(db, practices.map((practice) => practice.id));
  return practices.flatMap((practice) =>
    practice.finished_at === null ? [] : [toResult(practice, practice.finished_at, entries.get(practice.id) ?? [])],
  );
}
