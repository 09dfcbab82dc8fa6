/*
 * /questions-bank/practice over the library store, with the server's rules: questions drawn
 * from the filter (newest first here, so tests know which), never an answer before it is due,
 * untimed answers graded at once, an exam's kept and graded at its end, 409 once finished,
 * and an exam past its end finished by the first request that touches it.
 */
import { HttpResponse } from 'msw';
import { endpoints } from '../../src/contract/endpoints.ts';
import {
  answerPracticeBodySchema,
  answerPracticeResponseSchema,
  practiceQuestionSchema,
  practiceResultListSchema,
  practiceResultSchema,
  practiceSchema,
  startPracticeBodySchema,
  type PracticeResult,
} from '../../src/contract/practice.ts';
import type { Question } from '../../src/contract/questions.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { libraryDb, nextLibraryId, type StoredPractice } from './library-db.ts';
import { newestPage } from './library-lists.ts';
import { findQuestion, questionMatches } from './questions-handlers.ts';
import { signedIn } from './session.ts';

const questionsOf = (practice: StoredPractice) => practice.questionIds.map((id) => findQuestion(id)).filter((question): question is Question => !!question);

function isRight(question: Question, answerIndex: number | null): boolean | null {
  return question.type === 'mcq' ? answerIndex === question.answerIndex : null;
}

function finish(practice: StoredPractice): void {
  if (practice.finishedAt) return;
  const now = new Date().toISOString();
  practice.finishedAt = practice.endsAt && practice.endsAt < now ? practice.endsAt : now;
  if (!practice.endsAt) return;
  for (const answer of practice.answers) {
    const question = findQuestion(answer.questionId);
    const right = question && isRight(question, answer.answerIndex);
    if (right !== null && right !== undefined) libraryDb.attempts.set(answer.questionId, right);
  }
}

/** My practice, finished first when its time is up; a thrown 404 for anyone else's. */
function ownPractice(request: Request, id: string): StoredPractice {
  const { me } = signedIn(request);
  const practice = libraryDb.practices.find((item) => item.id === id && item.userId === me.id);
  // MSW sends a thrown response as the answer.
  if (!practice) throw apiError(404, 'NOT_FOUND', 'Practice not found.');
  if (practice.endsAt && practice.endsAt <= new Date().toISOString()) finish(practice);
  return practice;
}

const view = (practice: StoredPractice) =>
  practiceSchema.parse({ ...practice, questions: questionsOf(practice).map((question) => practiceQuestionSchema.parse(question)) });

function resultOf(practice: StoredPractice): PracticeResult {
  const review = questionsOf(practice).map((question) => {
    const answer = practice.answers.find((given) => given.questionId === question.id);
    return { question, answerIndex: answer?.answerIndex ?? null, text: answer?.text ?? null, correct: answer ? isRight(question, answer.answerIndex) : question.type === 'mcq' ? false : null };
  });
  const mcqs = review.filter((item) => item.question.type === 'mcq');
  const correct = mcqs.filter((item) => item.correct).length;
  const topics = new Map<string, { course: string; topic: string; correct: number; total: number }>();
  // As the server: every topic drawn, an essay-only one at 0 of 0 (essays are not graded).
  for (const item of review) {
    const key = `${item.question.course}\n${item.question.topic}`;
    const topic = topics.get(key) ?? { course: item.question.course, topic: item.question.topic, correct: 0, total: 0 };
    if (item.question.type === 'mcq') topic.total += 1;
    if (item.correct) topic.correct += 1;
    topics.set(key, topic);
  }
  return practiceResultSchema.parse({
    id: practice.id,
    startedAt: practice.startedAt,
    finishedAt: practice.finishedAt,
    total: review.length,
    answered: practice.answers.length,
    correct,
    score: mcqs.length === 0 ? 0 : Math.round((100 * correct) / mcqs.length),
    byTopic: [...topics.values()],
    review,
  });
}

export const practiceHandlers = [
  mockEndpoint(endpoints.practice.start, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, startPracticeBodySchema);
    const drawn = [...libraryDb.questions]
      .reverse()
      .filter((question) => questionMatches(question, body))
      .filter((question) => !body.onlyMissed || libraryDb.attempts.get(question.id) === false)
      .slice(0, body.count);
    if (drawn.length === 0) return apiError(404, 'NOT_FOUND', 'No questions match these filters.');
    const now = new Date();
    const practice: StoredPractice = {
      id: nextLibraryId('practice'),
      userId: me.id,
      startedAt: now.toISOString(),
      timeLimitMinutes: body.timeLimitMinutes,
      endsAt: body.timeLimitMinutes === null ? null : new Date(now.getTime() + body.timeLimitMinutes * 60_000).toISOString(),
      finishedAt: null,
      questionIds: drawn.map((question) => question.id),
      answers: [],
    };
    libraryDb.practices.push(practice);
    return HttpResponse.json(view(practice), { status: 201 });
  }),

  mockEndpoint(endpoints.practice.detail, ({ request, params }) => HttpResponse.json(view(ownPractice(request, params.id)))),

  mockEndpoint(endpoints.practice.answer, async ({ request, params }) => {
    const practice = ownPractice(request, params.id);
    const body = await readBody(request, answerPracticeBodySchema);
    if (practice.finishedAt) return apiError(409, 'CONFLICT', 'This practice has finished.');
    const question = questionsOf(practice).find((item) => item.id === body.questionId);
    if (!question) return apiError(404, 'NOT_FOUND', 'Question not found.');
    if (!practice.endsAt && practice.answers.some((given) => given.questionId === question.id)) {
      return apiError(409, 'CONFLICT', 'This question has already been answered.');
    }
    const answer = { questionId: question.id, answerIndex: question.type === 'mcq' ? body.answerIndex : null, text: question.type === 'essay' ? body.text : null };
    practice.answers = [...practice.answers.filter((given) => given.questionId !== question.id), answer];
    if (practice.endsAt) return HttpResponse.json(answerPracticeResponseSchema.parse({ recorded: true }));
    const correct = isRight(question, answer.answerIndex);
    if (correct !== null) libraryDb.attempts.set(question.id, correct);
    return HttpResponse.json(
      answerPracticeResponseSchema.parse({ correct, answerIndex: question.answerIndex, modelAnswer: question.modelAnswer, explanation: question.explanation }),
    );
  }),

  mockEndpoint(endpoints.practice.finish, ({ request, params }) => {
    const practice = ownPractice(request, params.id);
    finish(practice);
    return HttpResponse.json(resultOf(practice));
  }),

  mockEndpoint(endpoints.practice.history, ({ request }) => {
    const { me } = signedIn(request);
    const mine = libraryDb.practices.filter((practice) => practice.userId === me.id);
    for (const practice of mine) if (practice.endsAt && practice.endsAt <= new Date().toISOString()) finish(practice);
    const finished = mine.filter((practice) => practice.finishedAt);
    const paged = newestPage(finished, new URL(request.url));
    return HttpResponse.json(practiceResultListSchema.parse({ items: paged.items.map(resultOf), nextCursor: paged.nextCursor }));
  }),
];
