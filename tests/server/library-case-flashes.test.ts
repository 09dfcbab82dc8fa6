import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFlashListSchema, caseFlashSchema, createCaseFlashBodySchema, type CaseFlash, type CreateCaseFlashBody } from '../../src/contract/case-flashes.ts';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { insertCaseFlashes } from '../../src/server/modules/case-flashes/repository.ts';
import { countRows } from './support/library.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  author = await signUp(t.app, { name: 'Esi Author' });
  other = await signUp(t.app);
  admin = await signUp(t.app, { email: 'admin@campus.test' });
});
afterAll(async () => t.close());

function caseBody(fields: Partial<CreateCaseFlashBody> = {}): CreateCaseFlashBody {
  return {
    title: 'Fixture Holdings v Example Ltd',
    course: 'Contract Law',
    facts: 'A fixture company and an example company disputed a delivery.',
    issue: 'Whether the delivery term was a condition.',
    holding: 'It was a condition.',
    ratio: 'Time of delivery in a commercial sale is usually of the essence.',
    ...fields,
  };
}

async function create(user: TestUser, body: CreateCaseFlashBody): Promise<CaseFlash> {
  const response = await as(t.app, user)({ method: 'POST', url: '/api/v1/case-flashes/', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return caseFlashSchema.parse(response.json());
}

async function list(query = '') {
  const response = await as(t.app, other)({ method: 'GET', url: `/api/v1/case-flashes/${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return caseFlashListSchema.parse(response.json());
}

describe('POST /case-flashes/', () => {
  it('answers 201 with the case; unknown citation, court and year stay null', async () => {
    const flash = await create(author, caseBody({ tags: ['sale', 'Sale', 'time'] }));
    expect(flash).toMatchObject({ citation: null, court: null, year: null, tags: ['sale', 'time'], createdBy: { id: author.user.id, name: 'Esi Author' } });
    const read = await as(t.app, other)({ method: 'GET', url: `/api/v1/case-flashes/${flash.id}` });
    expect(caseFlashSchema.parse(read.json())).toEqual(flash);
  });

  it.each([
    ['a missing holding', { ...caseBody(), holding: undefined }, 'body.holding'],
    ['a blank title', caseBody({ title: '  ' }), 'body.title'],
    ['a year after 2100', caseBody({ year: 2101 }), 'body.year'],
    ['21 tags', caseBody({ tags: Array.from({ length: 21 }, (_, index) => `tag${index}`) }), 'body.tags'],
  ])('refuses %s with a 400 and stores nothing', async (_name, payload, path) => {
    const before = await countRows(t.app, 'case_flashes');
    const response = await as(t.app, author)({ method: 'POST', url: '/api/v1/case-flashes/', payload });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).details?.map((detail) => detail.path)).toContain(path);
    expect(await countRows(t.app, 'case_flashes')).toBe(before);
  });
});

describe('GET /case-flashes/', () => {
  beforeAll(async () => {
    await create(author, caseBody({ title: 'Alpha v Beta', course: 'Land Law', citation: '[2001] Fixture 12', court: 'Test Court', year: 2001 }));
    await create(author, caseBody({ title: 'Gamma v Delta', course: 'land law', tags: ['adverse possession'] }));
    await create(author, caseBody({ title: 'Epsilon v Zeta', course: 'Land Law', facts: 'A customary grant of stool land.' }));
  });

  it('filters by course ignoring case, newest first', async () => {
    expect((await list('?course=LAND%20LAW')).items.map((flash) => flash.title)).toEqual(['Epsilon v Zeta', 'Gamma v Delta', 'Alpha v Beta']);
  });

  it('searches title, citation, tags and facts', async () => {
    const titles = async (q: string) => (await list(`?course=Land%20Law&q=${encodeURIComponent(q)}`)).items.map((flash) => flash.title);
    expect(await titles('alpha')).toEqual(['Alpha v Beta']);
    expect(await titles('fixture 12')).toEqual(['Alpha v Beta']);
    expect(await titles('ADVERSE')).toEqual(['Gamma v Delta']);
    expect(await titles('stool land')).toEqual(['Epsilon v Zeta']);
  });

  it('pages with a cursor', async () => {
    const first = await list('?course=Land%20Law&take=2');
    const second = await list(`?course=Land%20Law&take=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((flash) => flash.title)).toEqual(['Epsilon v Zeta', 'Gamma v Delta', 'Alpha v Beta']);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 404 for a case that does not exist', async () => {
    const response = await as(t.app, other)({ method: 'GET', url: '/api/v1/case-flashes/00000000-0000-7000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toBe('Case flash not found.');
  });
});

describe('DELETE /case-flashes/{id}', () => {
  it('lets the author delete; another student gets 403 and the case stays', async () => {
    const flash = await create(author, caseBody());
    const refused = await as(t.app, other)({ method: 'DELETE', url: `/api/v1/case-flashes/${flash.id}` });
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json()).code).toBe('FORBIDDEN');
    const deleted = await as(t.app, author)({ method: 'DELETE', url: `/api/v1/case-flashes/${flash.id}` });
    expect(deleted.json()).toEqual({ id: flash.id });
    expect((await as(t.app, author)({ method: 'GET', url: `/api/v1/case-flashes/${flash.id}` })).statusCode).toBe(404);
  });

  it('lets an admin delete anyone’s case and the starter library’s, which belong to no one', async () => {
    const flash = await create(author, caseBody());
    expect((await as(t.app, admin)({ method: 'DELETE', url: `/api/v1/case-flashes/${flash.id}` })).statusCode).toBe(200);
    const [seededId] = await insertCaseFlashes(t.app.db, null, [createCaseFlashBodySchema.parse(caseBody())]);
    const seeded = caseFlashSchema.parse((await as(t.app, other)({ method: 'GET', url: `/api/v1/case-flashes/${seededId}` })).json());
    expect(seeded.createdBy).toBeNull();
    expect((await as(t.app, author)({ method: 'DELETE', url: `/api/v1/case-flashes/${seededId}` })).statusCode).toBe(403);
    expect((await as(t.app, admin)({ method: 'DELETE', url: `/api/v1/case-flashes/${seededId}` })).statusCode).toBe(200);
  });
});
