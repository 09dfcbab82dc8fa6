/* Questions, practices and time for the library suites. */
import { expect } from 'vitest';
import { practiceSchema, type Practice, type StartPracticeBody } from '../../../src/contract/practice.ts';
import { questionListSchema, questionSchema, type CreateQuestionBody, type Question, type QuestionFields, type QuestionList } from '../../../src/contract/questions.ts';
import type { App } from '../../../src/server/app.ts';
import type { Clock } from '../../../src/server/lib/clock.ts';
import { insertQuestions } from '../../../src/server/modules/questions/repository.ts';
import { as, type TestUser } from './users.ts';

/** A clock that stands still until the test moves it. */
export function manualClock(start = Date.parse('2026-11-23T08:00:00.000Z')): Clock & { advanceMinutes(minutes: number): void } {
  let now = start;
  return {
    now: () => new Date(now),
    advanceMinutes: (minutes) => {
      now += minutes * 60_000;
    },
  };
}

export function mcqBody(fields: Partial<CreateQuestionBody> = {}): CreateQuestionBody {
  return {
    course: 'Contract Law',
    topic: 'Offer and acceptance',
    type: 'mcq',
    question: 'Which of these is an offer?',
    options: ['An invitation to treat', 'A promise to be bound on stated terms', 'A mere puff'],
    answerIndex: 1,
    explanation: 'An offer shows a willingness to be bound on acceptance.',
    ...fields,
  };
}

export function essayBody(fields: Partial<CreateQuestionBody> = {}): CreateQuestionBody {
  return {
    course: 'Constitutional Law',
    topic: 'Judicial review',
    type: 'essay',
    question: 'Discuss the reach of judicial review of legislation.',
    modelAnswer: 'A model answer discussing the supremacy of the Constitution.',
    explanation: 'Marking notes for the essay.',
    ...fields,
  };
}

export async function createQuestion(app: App, user: TestUser, body: CreateQuestionBody): Promise<Question> {
  const response = await as(app, user)({ method: 'POST', url: '/api/v1/questions-bank/create', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return questionSchema.parse(response.json());
}

/** Many questions at once, straight through the repository (as the starter library goes in). */
export async function insertManyQuestions(app: App, count: number, fieldsOf: (index: number) => Partial<QuestionFields>): Promise<void> {
  const questions = Array.from({ length: count }, (_, index): QuestionFields => ({
    course: 'Land Law',
    topic: 'Leases',
    year: null,
    institutionId: null,
    type: 'mcq',
    question: `Question ${index}`,
    options: ['yes', 'no'],
    answerIndex: 0,
    modelAnswer: null,
    explanation: null,
    ...fieldsOf(index),
  }));
  await app.db.transaction().execute((trx) => insertQuestions(trx, null, questions));
}

export async function listQuestions(app: App, user: TestUser, query = ''): Promise<QuestionList> {
  const response = await as(app, user)({ method: 'GET', url: `/api/v1/questions-bank/${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return questionListSchema.parse(response.json());
}

export async function startPractice(app: App, user: TestUser, body: StartPracticeBody): Promise<{ practice: Practice; raw: unknown }> {
  const response = await as(app, user)({ method: 'POST', url: '/api/v1/questions-bank/practice', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  const raw: unknown = response.json();
  return { practice: practiceSchema.parse(raw), raw };
}

/** Every key anywhere in a JSON value. */
export function keysIn(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, keys);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      keys.add(key);
      keysIn(item, keys);
    }
  }
  return keys;
}

export async function countRows(app: App, table: 'questions' | 'practices' | 'case_flashes' | 'books' | 'catalogue_courses'): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
