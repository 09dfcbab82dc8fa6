import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, deletedSchema } from '../../src/contract/common.ts';
import { questionSchema } from '../../src/contract/questions.ts';
import { countRows, createQuestion, essayBody, insertManyQuestions, listQuestions, mcqBody } from './support/library.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  author = await signUp(t.app, { name: 'Kofi Author' });
  other = await signUp(t.app);
  admin = await signUp(t.app, { email: 'admin@campus.test' });
});
afterAll(async () => t.close());

describe('POST /questions-bank/create', () => {
  it('answers 201 with an MCQ and its writer', async () => {
    const question = await createQuestion(t.app, author, mcqBody({ year: 2019, institutionId: 1000 }));
    expect(question).toMatchObject({
      course: 'Contract Law',
      type: 'mcq',
      options: ['An invitation to treat', 'A promise to be bound on stated terms', 'A mere puff'],
      answerIndex: 1,
      modelAnswer: null,
      year: 2019,
      institutionId: 1000,
      createdBy: { id: author.user.id, name: 'Kofi Author' },
    });
    const read = await as(t.app, other)({ method: 'GET', url: `/api/v1/questions-bank/${question.id}` });
    expect(questionSchema.parse(read.json())).toEqual(question);
  });

  it('takes an essay question with a model answer and no options', async () => {
    const question = await createQuestion(t.app, author, essayBody());
    expect(question).toMatchObject({ type: 'essay', options: [], answerIndex: null, modelAnswer: expect.stringContaining('model answer') });
  });

  it.each([
    ['an MCQ without options', mcqBody({ options: undefined, answerIndex: 0 }), 'body.options'],
    ['an MCQ with one option', mcqBody({ options: ['only'], answerIndex: 0 }), 'body.options'],
    ['an MCQ with seven options', mcqBody({ options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], answerIndex: 0 }), 'body.options'],
    ['an MCQ whose answerIndex is past its options', mcqBody({ answerIndex: 3 }), 'body.answerIndex'],
    ['an MCQ without answerIndex', mcqBody({ answerIndex: null }), 'body.answerIndex'],
    ['a negative answerIndex', mcqBody({ answerIndex: -1 }), 'body.answerIndex'],
    ['an essay question with options', essayBody({ options: ['a', 'b'] }), 'body.options'],
    ['an essay question with answerIndex', essayBody({ answerIndex: 0 }), 'body.answerIndex'],
    ['an unknown type', { ...mcqBody(), type: 'true-false' }, 'body.type'],
    ['a year before 1900', mcqBody({ year: 1899 }), 'body.year'],
    ['an unknown institution', mcqBody({ institutionId: 999 }), 'body.institutionId'],
    ['a blank question', mcqBody({ question: '   ' }), 'body.question'],
    ['no course', { ...mcqBody(), course: undefined }, 'body.course'],
  ])('refuses %s with a 400 in the contract’s shape and stores nothing', async (_name, payload, path) => {
    const before = await countRows(t.app, 'questions');
    const response = await as(t.app, author)({ method: 'POST', url: '/api/v1/questions-bank/create', payload });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.map((detail) => detail.path)).toContain(path);
    expect(await countRows(t.app, 'questions')).toBe(before);
  });
});

describe('GET /questions-bank/ filters and facets', () => {
  beforeAll(async () => {
    await insertManyQuestions(t.app, 12, (index) => ({
      course: index % 2 === 0 ? 'Criminal Law' : 'Equity and Trusts',
      topic: index % 3 === 0 ? 'Mens rea' : 'Defences',
      year: index < 6 ? 2015 : 2021,
      institutionId: index % 4 === 0 ? 1001 : null,
      type: index % 5 === 0 ? 'essay' : 'mcq',
      options: index % 5 === 0 ? [] : ['yes', 'no'],
      answerIndex: index % 5 === 0 ? null : 0,
      question: index === 7 ? 'Is 100% certainty_needed here?' : `Filter question ${index}`,
    }));
  });

  it('filters by course and topic ignoring case, newest first', async () => {
    const list = await listQuestions(t.app, other, '?course=criminal%20law&topic=MENS%20REA');
    expect(list.items.map((item) => item.question)).toEqual(['Filter question 6', 'Filter question 0']);
  });

  it('combines year, type and institution', async () => {
    const byYear = await listQuestions(t.app, other, '?course=Criminal%20Law&year=2021&type=mcq');
    expect(byYear.items.map((item) => item.question)).toEqual(['Filter question 8', 'Filter question 6']);
    const byInstitution = await listQuestions(t.app, other, '?institutionId=1001');
    expect(byInstitution.items.map((item) => item.question)).toEqual(['Filter question 8', 'Filter question 4', 'Filter question 0']);
    const essays = await listQuestions(t.app, other, '?type=essay&course=Equity%20and%20Trusts');
    expect(essays.items.map((item) => item.question)).toEqual(['Filter question 5']);
  });

  it('searches the question text, taking % and _ literally', async () => {
    expect((await listQuestions(t.app, other, '?q=100%25%20CERTAINTY_')).items.map((item) => item.question)).toEqual(['Is 100% certainty_needed here?']);
    expect((await listQuestions(t.app, other, '?q=certainty%25')).items).toEqual([]);
  });

  it('lists every course of the bank, and the topics and years within the course asked for', async () => {
    const whole = await listQuestions(t.app, other);
    expect(whole.filters.courses).toEqual(expect.arrayContaining(['Constitutional Law', 'Contract Law', 'Criminal Law', 'Equity and Trusts']));
    expect(whole.filters.topics).toEqual(expect.arrayContaining(['Defences', 'Judicial review', 'Mens rea', 'Offer and acceptance']));
    expect(whole.filters.years).toEqual([2021, 2019, 2015]);
    const criminal = await listQuestions(t.app, other, '?course=CRIMINAL%20LAW&type=essay');
    expect(criminal.filters.courses).toEqual(whole.filters.courses);
    expect(criminal.filters.topics).toEqual(['Defences', 'Mens rea']);
    expect(criminal.filters.years).toEqual([2021, 2015]);
  });

  it.each([
    ['an unknown type', '?type=true-false', 'query.type'],
    ['a year that is not a number', '?year=recent', 'query.year'],
    ['a year after 2100', '?year=2101', 'query.year'],
    ['an institution out of range', '?institutionId=42', 'query.institutionId'],
  ])('refuses %s with a 400', async (_name, query, path) => {
    const response = await as(t.app, other)({ method: 'GET', url: `/api/v1/questions-bank/${query}` });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).details?.map((detail) => detail.path)).toContain(path);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/questions-bank/' })).statusCode).toBe(401);
  });
});

describe('keyset paging over 1 000 questions', () => {
  it('walks every matching question once, newest first, 50 at a time', async () => {
    await insertManyQuestions(t.app, 1000, (index) => ({ course: 'Company Law', topic: index % 2 === 0 ? 'Directors' : 'Shares', question: `Paged ${index}` }));
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const query: string = `?course=company%20law&topic=Directors&take=50${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await listQuestions(t.app, other, query);
      seen.push(...page.items.map((item) => item.question));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(10);
    expect(seen).toHaveLength(500);
    expect(new Set(seen).size).toBe(500);
    expect(seen[0]).toBe('Paged 998');
    expect(seen.at(-1)).toBe('Paged 0');
  });

  it('caps take at 50 and answers an empty page past the last', async () => {
    const page = await listQuestions(t.app, other, '?course=Company%20Law&take=500');
    expect(page.items).toHaveLength(50);
    expect(page.nextCursor).not.toBeNull();
    const beyond = await listQuestions(t.app, other, '?course=Company%20Law&cursor=00000000-0000-7000-8000-000000000000');
    expect(beyond).toMatchObject({ items: [], nextCursor: null });
  });
});

describe('DELETE /questions-bank/{id}', () => {
  it('lets the writer delete, and takes the course out of the facets with its last question', async () => {
    const question = await createQuestion(t.app, author, mcqBody({ course: 'Taxation', topic: 'Income tax', year: 1999 }));
    expect((await listQuestions(t.app, other)).filters.courses).toContain('Taxation');
    const response = await as(t.app, author)({ method: 'DELETE', url: `/api/v1/questions-bank/${question.id}` });
    expect(response.statusCode).toBe(200);
    expect(deletedSchema.parse(response.json())).toEqual({ id: question.id });
    const after = await listQuestions(t.app, other);
    expect(after.filters.courses).not.toContain('Taxation');
    expect(after.filters.years).not.toContain(1999);
    expect((await as(t.app, other)({ method: 'GET', url: `/api/v1/questions-bank/${question.id}` })).statusCode).toBe(404);
  });

  it('refuses another student with 403 and keeps the question', async () => {
    const question = await createQuestion(t.app, author, mcqBody());
    const response = await as(t.app, other)({ method: 'DELETE', url: `/api/v1/questions-bank/${question.id}` });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).code).toBe('FORBIDDEN');
    expect((await as(t.app, other)({ method: 'GET', url: `/api/v1/questions-bank/${question.id}` })).statusCode).toBe(200);
  });

  it('lets an admin delete anyone’s question, and the starter library’s', async () => {
    const question = await createQuestion(t.app, author, mcqBody());
    expect((await as(t.app, admin)({ method: 'DELETE', url: `/api/v1/questions-bank/${question.id}` })).statusCode).toBe(200);
    await insertManyQuestions(t.app, 1, () => ({ question: 'A seeded one' }));
    const seeded = (await listQuestions(t.app, other, '?q=a%20seeded%20one')).items[0];
    expect(seeded?.createdBy).toBeNull();
    expect((await as(t.app, author)({ method: 'DELETE', url: `/api/v1/questions-bank/${seeded?.id}` })).statusCode).toBe(403);
    expect((await as(t.app, admin)({ method: 'DELETE', url: `/api/v1/questions-bank/${seeded?.id}` })).statusCode).toBe(200);
  });

  it('keeps a question in the bank, by no one, when its author deletes their account', async () => {
    const leaver = await signUp(t.app);
    const question = await createQuestion(t.app, leaver, mcqBody({ question: 'Left behind?' }));
    const gone = await as(t.app, leaver)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: leaver.password } });
    expect(gone.statusCode, gone.body).toBe(200);
    const read = await as(t.app, other)({ method: 'GET', url: `/api/v1/questions-bank/${question.id}` });
    expect(questionSchema.parse(read.json())).toEqual({ ...question, createdBy: null });
  });

  it('answers 404 for a question that does not exist', async () => {
    const response = await as(t.app, admin)({ method: 'DELETE', url: '/api/v1/questions-bank/00000000-0000-7000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message: 'Question not found.' });
  });
});
