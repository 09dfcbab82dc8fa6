import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { gradedAnswerSchema, practiceResultListSchema, practiceResultSchema, practiceSchema, type Practice } from '../../src/contract/practice.ts';
import type { Question } from '../../src/contract/questions.ts';
import { countRows, createQuestion, essayBody, keysIn, manualClock, mcqBody, startPractice } from './support/library.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const clock = manualClock();
let t: TestApp;
let learner: TestUser;
let other: TestUser;
let offer: Question;
let consideration: Question;
let essay: Question;

const HIDDEN = ['answerIndex', 'modelAnswer', 'explanation'];

beforeAll(async () => {
  t = await startTestApp({ clock });
  learner = await signUp(t.app);
  other = await signUp(t.app);
  offer = await createQuestion(t.app, other, mcqBody({ topic: 'Offer', explanation: 'SECRET-EXPLANATION-OFFER' }));
  consideration = await createQuestion(t.app, other, mcqBody({ topic: 'Consideration', options: ['Past', 'Executed', 'Illusory'], answerIndex: 1 }));
  essay = await createQuestion(t.app, other, essayBody({ course: 'Contract Law', topic: 'Offer', modelAnswer: 'SECRET-MODEL-ANSWER' }));
});
afterAll(async () => t.close());

const practiceUrl = (id: string, action = '') => `/api/v1/questions-bank/practice/${id}${action}`;

async function answer(user: TestUser, practiceId: string, payload: object) {
  return as(t.app, user)({ method: 'POST', url: practiceUrl(practiceId, '/answer'), payload });
}

async function read(user: TestUser, practiceId: string): Promise<{ practice: Practice; body: string }> {
  const response = await as(t.app, user)({ method: 'GET', url: practiceUrl(practiceId) });
  expect(response.statusCode, response.body).toBe(200);
  return { practice: practiceSchema.parse(response.json()), body: response.body };
}

async function finish(user: TestUser, practiceId: string) {
  const response = await as(t.app, user)({ method: 'POST', url: practiceUrl(practiceId, '/finish') });
  expect(response.statusCode, response.body).toBe(200);
  return practiceResultSchema.parse(response.json());
}

function expectNoAnswers(raw: unknown, body: string) {
  const questions = (raw as { questions: unknown[] }).questions;
  expect(questions.length).toBeGreaterThan(0);
  for (const key of HIDDEN) expect(keysIn(questions)).not.toContain(key);
  expect(body).not.toContain('SECRET-');
  expect(body).not.toContain('modelAnswer');
  expect(body).not.toContain('explanation');
}

describe('starting a practice', () => {
  it('draws the questions of the filter and shows none of their answers', async () => {
    const response = await as(t.app, learner)({ method: 'POST', url: '/api/v1/questions-bank/practice', payload: { course: 'contract law', count: 10 } });
    expect(response.statusCode).toBe(201);
    const raw: unknown = response.json();
    expect(keysIn(raw)).not.toContain('answerIndex');
    expectNoAnswers(raw, response.body);
    const practice = practiceSchema.parse(raw);
    expect(practice.questions.map((question) => question.id).sort()).toEqual([offer.id, consideration.id, essay.id].sort());
    expect(practice).toMatchObject({ timeLimitMinutes: null, endsAt: null, finishedAt: null, answers: [], startedAt: clock.now().toISOString() });
    const again = await read(learner, practice.id);
    expect(again.practice).toEqual(practice);
    expectNoAnswers(JSON.parse(again.body), again.body);
  });

  it('draws at most count questions, each once', async () => {
    const { practice } = await startPractice(t.app, learner, { course: 'Contract Law', count: 2 });
    expect(new Set(practice.questions.map((question) => question.id)).size).toBe(2);
  });

  it('answers 404 when no question matches', async () => {
    const response = await as(t.app, learner)({ method: 'POST', url: '/api/v1/questions-bank/practice', payload: { course: 'Maritime Law', count: 5 } });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message: 'No questions match these filters.' });
  });

  it.each([
    ['a count of 0', { count: 0 }, 'body.count'],
    ['a count of 101', { count: 101 }, 'body.count'],
    ['no count', {}, 'body.count'],
    ['a time limit of 301 minutes', { count: 5, timeLimitMinutes: 301 }, 'body.timeLimitMinutes'],
    ['an unknown type', { count: 5, type: 'oral' }, 'body.type'],
  ])('refuses %s with a 400 and stores nothing', async (_name, payload, path) => {
    const before = await countRows(t.app, 'practices');
    const response = await as(t.app, learner)({ method: 'POST', url: '/api/v1/questions-bank/practice', payload });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).details?.map((detail) => detail.path)).toContain(path);
    expect(await countRows(t.app, 'practices')).toBe(before);
  });
});

describe('a practice without a time limit', () => {
  it('grades an MCQ at once, shows an essay’s model answer, and gives the result', async () => {
    const { practice } = await startPractice(t.app, learner, { course: 'Contract Law', count: 3 });
    const right = await answer(learner, practice.id, { questionId: offer.id, answerIndex: 1 });
    expect(gradedAnswerSchema.parse(right.json())).toEqual({ correct: true, answerIndex: 1, modelAnswer: null, explanation: 'SECRET-EXPLANATION-OFFER' });
    const wrong = await answer(learner, practice.id, { questionId: consideration.id, answerIndex: 0 });
    expect(gradedAnswerSchema.parse(wrong.json())).toMatchObject({ correct: false, answerIndex: 1 });
    const written = await answer(learner, practice.id, { questionId: essay.id, text: 'My essay.' });
    expect(gradedAnswerSchema.parse(written.json())).toMatchObject({ correct: null, answerIndex: null, modelAnswer: 'SECRET-MODEL-ANSWER' });

    const { practice: after } = await read(learner, practice.id);
    expect(after.answers).toEqual(
      expect.arrayContaining([
        { questionId: offer.id, answerIndex: 1, text: null },
        { questionId: consideration.id, answerIndex: 0, text: null },
        { questionId: essay.id, answerIndex: null, text: 'My essay.' },
      ]),
    );

    clock.advanceMinutes(5);
    const result = await finish(learner, practice.id);
    expect(result).toMatchObject({ id: practice.id, finishedAt: clock.now().toISOString(), total: 3, answered: 3, correct: 1, score: 50 });
    expect(result.byTopic).toEqual(
      expect.arrayContaining([
        { course: 'Contract Law', topic: 'Offer', correct: 1, total: 1 },
        { course: 'Contract Law', topic: 'Consideration', correct: 0, total: 1 },
      ]),
    );
    expect(result.review.map((item) => item.question.id)).toEqual(practice.questions.map((question) => question.id));
    expect(result.review.find((item) => item.question.id === essay.id)).toMatchObject({ text: 'My essay.', correct: null, question: { modelAnswer: 'SECRET-MODEL-ANSWER' } });

    expect(await finish(learner, practice.id)).toEqual(result);
    const late = await answer(learner, practice.id, { questionId: offer.id, answerIndex: 0 });
    expect(late.statusCode).toBe(409);
    expect(apiErrorSchema.parse(late.json()).code).toBe('CONFLICT');
  });

  it('takes one answer a question, refuses answers that do not fit, and 404s a question not drawn', async () => {
    const { practice } = await startPractice(t.app, learner, { course: 'Contract Law', topic: 'Offer', type: 'mcq', count: 5 });
    expect(practice.questions.map((question) => question.id)).toEqual([offer.id]);
    expect((await answer(learner, practice.id, { questionId: offer.id, answerIndex: 3 })).statusCode).toBe(400);
    expect((await answer(learner, practice.id, { questionId: offer.id, text: 'no index' })).statusCode).toBe(400);
    expect((await answer(learner, practice.id, { questionId: consideration.id, answerIndex: 0 })).statusCode).toBe(404);
    expect((await answer(learner, practice.id, { questionId: offer.id, answerIndex: 0 })).statusCode).toBe(200);
    const twice = await answer(learner, practice.id, { questionId: offer.id, answerIndex: 1 });
    expect(twice.statusCode).toBe(409);
    const { practice: after } = await read(learner, practice.id);
    expect(after.answers).toEqual([{ questionId: offer.id, answerIndex: 0, text: null }]);
  });

  it('takes one of two answers sent at once to a question, and an answer racing the finish lands before it or not at all', async () => {
    const { practice } = await startPractice(t.app, learner, { course: 'Contract Law', type: 'mcq', count: 2 });
    const both = await Promise.all([0, 1].map((answerIndex) => answer(learner, practice.id, { questionId: offer.id, answerIndex })));
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const [raced, finished] = await Promise.all([
      answer(learner, practice.id, { questionId: consideration.id, answerIndex: 1 }),
      as(t.app, learner)({ method: 'POST', url: practiceUrl(practice.id, '/finish') }),
    ]);
    const result = practiceResultSchema.parse(finished.json());
    const stored = result.review.find((item) => item.question.id === consideration.id);
    expect([raced.statusCode, stored?.answerIndex]).toEqual(raced.statusCode === 200 ? [200, 1] : [409, null]);
    expect(await finish(learner, practice.id)).toEqual(result);
  });

  it('is its owner’s alone: anyone else gets 404 on every route', async () => {
    const { practice } = await startPractice(t.app, learner, { course: 'Contract Law', count: 1 });
    const calls = [
      { method: 'GET' as const, url: practiceUrl(practice.id) },
      { method: 'POST' as const, url: practiceUrl(practice.id, '/answer'), payload: { questionId: practice.questions[0]?.id, answerIndex: 0, text: 'x' } },
      { method: 'POST' as const, url: practiceUrl(practice.id, '/finish') },
    ];
    for (const call of calls) {
      const response = await as(t.app, other)(call);
      expect(response.statusCode, call.url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe('Practice not found.');
    }
    const { practice: untouched } = await read(learner, practice.id);
    expect(untouched).toMatchObject({ finishedAt: null, answers: [] });
  });
});

describe('a timed exam', () => {
  it('records answers without grading them, then finishes by itself when time is up', async () => {
    const { practice, raw } = await startPractice(t.app, learner, { course: 'Contract Law', type: 'mcq', count: 2, timeLimitMinutes: 30 });
    expect(keysIn(raw)).not.toContain('answerIndex');
    const startedAt = clock.now().getTime();
    expect(practice.endsAt).toBe(new Date(startedAt + 30 * 60_000).toISOString());

    const recorded = await answer(learner, practice.id, { questionId: offer.id, answerIndex: 0 });
    expect(recorded.json()).toEqual({ recorded: true });
    const changed = await answer(learner, practice.id, { questionId: offer.id, answerIndex: 1 });
    expect(changed.json()).toEqual({ recorded: true });
    const { practice: during, body } = await read(learner, practice.id);
    expect(during.answers).toEqual([{ questionId: offer.id, answerIndex: 1, text: null }]);
    expectNoAnswers(JSON.parse(body), body);

    clock.advanceMinutes(29);
    expect((await read(learner, practice.id)).practice.finishedAt).toBeNull();
    clock.advanceMinutes(1);
    const late = await answer(learner, practice.id, { questionId: consideration.id, answerIndex: 1 });
    expect(late.statusCode).toBe(409);
    const { practice: ended } = await read(learner, practice.id);
    expect(ended.finishedAt).toBe(practice.endsAt);
    expect(ended.answers).toEqual([{ questionId: offer.id, answerIndex: 1, text: null }]);

    const result = await finish(learner, practice.id);
    expect(result).toMatchObject({ finishedAt: practice.endsAt, total: 2, answered: 1, correct: 1, score: 50 });
    expect(result.review.find((item) => item.question.id === consideration.id)).toMatchObject({ answerIndex: null, correct: false });
  });

  it('shows in my history as finished once its time is up, though nobody opened it again', async () => {
    const { practice } = await startPractice(t.app, learner, { course: 'Contract Law', topic: 'Consideration', count: 1, timeLimitMinutes: 1 });
    const before = practiceResultListSchema.parse((await as(t.app, learner)({ method: 'GET', url: '/api/v1/questions-bank/practice' })).json());
    expect(before.items.map((item) => item.id)).not.toContain(practice.id);
    clock.advanceMinutes(2);
    const after = practiceResultListSchema.parse((await as(t.app, learner)({ method: 'GET', url: '/api/v1/questions-bank/practice' })).json());
    expect(after.items[0]).toMatchObject({ id: practice.id, finishedAt: practice.endsAt, answered: 0, score: 0 });
  });
});

describe('history', () => {
  it('lists only my finished practices, the latest first, page by page', async () => {
    const mine = practiceResultListSchema.parse((await as(t.app, learner)({ method: 'GET', url: '/api/v1/questions-bank/practice' })).json());
    const ids = mine.items.map((item) => item.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect([...ids].sort().reverse()).toEqual(ids);
    const first = practiceResultListSchema.parse((await as(t.app, learner)({ method: 'GET', url: '/api/v1/questions-bank/practice?take=2' })).json());
    const second = practiceResultListSchema.parse(
      (await as(t.app, learner)({ method: 'GET', url: `/api/v1/questions-bank/practice?take=2&cursor=${first.nextCursor}` })).json(),
    );
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ids.slice(0, 4));
    const theirs = practiceResultListSchema.parse((await as(t.app, other)({ method: 'GET', url: '/api/v1/questions-bank/practice' })).json());
    expect(theirs).toEqual({ items: [], nextCursor: null });
  });
});

describe('only missed questions', () => {
  it('draws the questions my latest answer got wrong, until I answer them right', async () => {
    const student = await signUp(t.app);
    const none = await as(t.app, student)({ method: 'POST', url: '/api/v1/questions-bank/practice', payload: { onlyMissed: true, count: 10 } });
    expect(none.statusCode).toBe(404);

    const { practice } = await startPractice(t.app, student, { course: 'Contract Law', type: 'mcq', count: 10 });
    await answer(student, practice.id, { questionId: offer.id, answerIndex: 0 });
    await answer(student, practice.id, { questionId: consideration.id, answerIndex: 1 });
    const missed = await startPractice(t.app, student, { onlyMissed: true, count: 10 });
    expect(missed.practice.questions.map((question) => question.id)).toEqual([offer.id]);

    await answer(student, missed.practice.id, { questionId: offer.id, answerIndex: 1 });
    const cleared = await as(t.app, student)({ method: 'POST', url: '/api/v1/questions-bank/practice', payload: { onlyMissed: true, count: 10 } });
    expect(cleared.statusCode).toBe(404);
  });

  it('counts an exam’s wrong answers only once the exam is over, so it gives nothing away', async () => {
    const student = await signUp(t.app);
    const exam = await startPractice(t.app, student, { course: 'Contract Law', topic: 'Consideration', count: 1, timeLimitMinutes: 10 });
    await answer(student, exam.practice.id, { questionId: consideration.id, answerIndex: 2 });
    const during = await as(t.app, student)({ method: 'POST', url: '/api/v1/questions-bank/practice', payload: { onlyMissed: true, count: 10 } });
    expect(during.statusCode).toBe(404);
    clock.advanceMinutes(10);
    const missed = await startPractice(t.app, student, { onlyMissed: true, count: 10 });
    expect(missed.practice.questions.map((question) => question.id)).toEqual([consideration.id]);
  });
});
