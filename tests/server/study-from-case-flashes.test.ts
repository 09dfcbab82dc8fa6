/* POST /study-sets/from-case-flashes: a study set drilling chosen case flashes, one card a case. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseFlashBodySchema, type CreateCaseFlashBody } from '../../src/contract/case-flashes.ts';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { studySetSchema } from '../../src/contract/study.ts';
import { insertCaseFlashes } from '../../src/server/modules/case-flashes/repository.ts';
import { studyClient, type StudyClient } from './support/study.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

let t: TestApp;
let ama: StudyClient;
let amaId: string;
let kofi: StudyClient;
let withCitation: string;
let withoutCitation: string;
let landCase: string;

function caseBody(fields: Partial<CreateCaseFlashBody>): CreateCaseFlashBody {
  return { title: 'Case', course: 'Contract Law', facts: 'Facts.', issue: 'Issue?', holding: 'Holding.', ratio: 'Ratio.', ...fields };
}

beforeAll(async () => {
  t = await startTestApp();
  const [first, second] = await Promise.all([signUp(t.app, { name: 'Ama Owusu' }), signUp(t.app)]);
  ama = studyClient(t.app, first!);
  amaId = first!.user.id;
  kofi = studyClient(t.app, second!);
  const ids = await insertCaseFlashes(t.app.db, null, [
    createCaseFlashBodySchema.parse(
      caseBody({ title: 'Carlill v Carbolic Smoke Ball Co', citation: '[1893] 1 QB 256', holding: 'The advert was an offer.', ratio: 'A unilateral offer may be accepted by conduct.' }),
    ),
    createCaseFlashBodySchema.parse(caseBody({ title: 'Fixture v Example', holding: 'No contract.', ratio: 'Silence is not acceptance.' })),
    createCaseFlashBodySchema.parse(caseBody({ title: 'Land case', course: 'Land Law' })),
  ]);
  [withCitation, withoutCitation, landCase] = ids as [string, string, string];
});
afterAll(async () => t.close());

const create = (client: StudyClient, payload: Record<string, unknown>) => client.call({ method: 'POST', url: '/api/v1/study-sets/from-case-flashes', payload });

const countRows = async (table: 'study_sets' | 'flash_cards') =>
  Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /study-sets/from-case-flashes', () => {
  it('makes a private set of mine with one card a case, in the order given', async () => {
    const response = await create(ama, { title: '  Formation drill  ', caseFlashIds: [withoutCitation, withCitation] });
    expect(response.statusCode, response.body).toBe(201);
    const set = studySetSchema.parse(response.json());
    expect(set).toMatchObject({ title: 'Formation drill', owner: { id: amaId }, visibility: 'private', course: 'Contract Law', cardsCount: 2, dueCount: 2 });
    const detail = await ama.set(set.id);
    expect(detail.flashCards.map(({ front, back }) => ({ front, back }))).toEqual([
      { front: 'Fixture v Example', back: 'No contract. — Silence is not acceptance.' },
      { front: 'Carlill v Carbolic Smoke Ball Co ([1893] 1 QB 256)', back: 'The advert was an offer. — A unilateral offer may be accepted by conduct.' },
    ]);
    expect((await ama.list()).items.map((item) => item.id)).toContain(set.id);
  });

  it('makes one card of an id given twice, and no course when the cases’ courses differ', async () => {
    const response = await create(kofi, { title: 'Mixed', caseFlashIds: [landCase, withCitation, landCase] });
    expect(response.statusCode, response.body).toBe(201);
    const set = studySetSchema.parse(response.json());
    expect(set).toMatchObject({ course: null, cardsCount: 2 });
    expect((await kofi.set(set.id)).flashCards.map((card) => card.front)).toEqual(['Land case', 'Carlill v Carbolic Smoke Ball Co ([1893] 1 QB 256)']);
  });

  it('keeps a long holding and ratio within a card’s 2000 characters', async () => {
    const [longId] = await insertCaseFlashes(t.app.db, null, [createCaseFlashBodySchema.parse(caseBody({ holding: 'h'.repeat(5000), ratio: 'r'.repeat(5000) }))]);
    const set = studySetSchema.parse((await create(ama, { title: 'Long', caseFlashIds: [longId] })).json());
    const [card] = (await ama.set(set.id)).flashCards;
    expect(card?.back).toHaveLength(2000);
    expect(card?.back.endsWith('h…')).toBe(true);
  });

  it('answers 404 when an id names no case flash, and stores nothing', async () => {
    const [sets, cards] = [await countRows('study_sets'), await countRows('flash_cards')];
    const response = await create(ama, { title: 'Drill', caseFlashIds: [withCitation, '00000000-0000-7000-8000-000000000000'] });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message: 'Case flash not found.' });
    expect([await countRows('study_sets'), await countRows('flash_cards')]).toEqual([sets, cards]);
  });

  it.each([
    ['no case flashes', { title: 'Drill', caseFlashIds: [] }, 'body.caseFlashIds'],
    ['201 case flashes', { title: 'Drill', caseFlashIds: Array.from({ length: 201 }, () => 'x') }, 'body.caseFlashIds'],
    ['a blank title', { title: '  ', caseFlashIds: ['x'] }, 'body.title'],
    ['no title', { caseFlashIds: ['x'] }, 'body.title'],
  ])('refuses %s with a 400 and stores nothing', async (_name, payload, path) => {
    const [sets, cards] = [await countRows('study_sets'), await countRows('flash_cards')];
    const response = await create(ama, payload);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.map((detail) => detail.path)).toContain(path);
    expect([await countRows('study_sets'), await countRows('flash_cards')]).toEqual([sets, cards]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/study-sets/from-case-flashes', payload: { title: 'Drill', caseFlashIds: [withCitation] } });
    expect(response.statusCode).toBe(401);
  });
});
