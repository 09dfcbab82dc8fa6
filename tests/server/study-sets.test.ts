/*
 * Study sets and their cards: creating, listing, changing and deleting, with the counters
 * and the limits the contract sets. Who may do what is in study-visibility.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { numberedCards, studyClient, type StudyClient } from './support/study.ts';
import { signUp } from './support/users.ts';

let t: TestApp;
let ama: StudyClient;
let kofi: StudyClient;
let amaId: string;

beforeAll(async () => {
  t = await startTestApp();
  const [first, second] = await Promise.all([signUp(t.app, { name: 'Ama Owusu' }), signUp(t.app, { name: 'Kofi Boateng' })]);
  ama = studyClient(t.app, first!);
  kofi = studyClient(t.app, second!);
  amaId = first!.user.id;
});
afterAll(async () => t.close());

const countRows = async (table: 'flash_cards' | 'study_sets', setId: string) => {
  const column = table === 'flash_cards' ? 'study_set_id' : 'id';
  const row = await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', setId).executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('creating a study set', () => {
  it('answers the set with its owner and counts, and keeps the cards in the order sent', async () => {
    const set = await ama.createSet({
      title: '  Contract Law: formation  ',
      description: 'Offer and acceptance',
      course: 'Contract Law',
      visibility: 'public',
      flashCards: numberedCards(3),
    });
    expect(set).toMatchObject({
      title: 'Contract Law: formation',
      description: 'Offer and acceptance',
      course: 'Contract Law',
      visibility: 'public',
      cardsCount: 3,
      dueCount: 3,
      owner: { id: amaId, name: 'Ama Owusu' },
    });
    const detail = await ama.set(set.id);
    expect(detail.flashCards.map((card) => card.front)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(detail.flashCards.every((card) => card.due === null && card.schedule === null && card.studySetId === set.id)).toBe(true);
  });

  it('defaults to a private set with no description, course or cards', async () => {
    const set = await ama.createSet({ title: 'Torts', course: '   ' });
    expect(set).toMatchObject({ description: '', course: null, visibility: 'private', cardsCount: 0, dueCount: 0 });
  });

  it.each([
    ['no title', { title: '' }],
    ['a blank title', { title: '   ' }],
    ['a 201-character title', { title: 'x'.repeat(201) }],
    ['a 2001-character description', { title: 'T', description: 'x'.repeat(2001) }],
    ['a 121-character course', { title: 'T', course: 'x'.repeat(121) }],
    ['an unknown visibility', { title: 'T', visibility: 'friends' }],
    ['501 cards', { title: 'T', flashCards: numberedCards(501) }],
    ['a card without a front', { title: 'T', flashCards: [{ back: 'A' }] }],
    ['a card with a 2001-character back', { title: 'T', flashCards: [{ front: 'Q', back: 'x'.repeat(2001) }] }],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const before = await ama.list('?take=50');
    const response = await ama.call({ method: 'POST', url: '/api/v1/study-sets/create', payload });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect((await ama.list('?take=50')).items).toEqual(before.items);
  });
});

describe('listing study sets', () => {
  it('pages my sets newest first, private ones included, and public sets of everyone by scope', async () => {
    const lister = studyClient(t.app, await signUp(t.app));
    const mine = [];
    for (const visibility of ['private', 'public', 'private', 'public'] as const) {
      mine.push(await lister.createSet({ title: `Set ${mine.length}`, visibility }));
    }
    const seen = [];
    let cursor: string | null = null;
    do {
      const page = await lister.list(`?take=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((set) => set.id)).toEqual(mine.map((set) => set.id).reverse());

    const everyone = await kofi.list('?scope=public&take=50');
    expect(everyone.items.every((set) => set.visibility === 'public')).toBe(true);
    const ids = everyone.items.map((set) => set.id);
    expect(ids).toContain(mine[1]!.id);
    expect(ids).toContain(mine[3]!.id);
    expect(ids).not.toContain(mine[0]!.id);
    expect((await kofi.list()).items.map((set) => set.id)).not.toContain(mine[3]!.id);
  });

  it('filters by course ignoring case, and by text in the title or description with % and _ taken literally', async () => {
    const searcher = studyClient(t.app, await signUp(t.app));
    await searcher.createSet({ title: 'Land Law 100% recall', course: 'Land Law' });
    await searcher.createSet({ title: 'Land Law basics', description: 'fee_simple and leases', course: 'land law' });
    await searcher.createSet({ title: 'Equity', course: 'Equity and Trusts' });
    expect((await searcher.list('?course=LAND%20LAW')).items).toHaveLength(2);
    expect((await searcher.list('?q=100%25')).items.map((set) => set.title)).toEqual(['Land Law 100% recall']);
    expect((await searcher.list('?q=fee_simple')).items.map((set) => set.title)).toEqual(['Land Law basics']);
    expect((await searcher.list('?q=fee%25simple')).items).toEqual([]);
    expect((await searcher.list('?q=_')).items.map((set) => set.title)).toEqual(['Land Law basics']);
    expect((await searcher.list('?q=EQUITY')).items.map((set) => set.title)).toEqual(['Equity']);
  });

  it('refuses an unknown scope and a bad take with 400', async () => {
    expect((await ama.call({ method: 'GET', url: '/api/v1/study-sets?scope=all' })).statusCode).toBe(400);
    expect((await ama.call({ method: 'GET', url: '/api/v1/study-sets?take=0' })).statusCode).toBe(400);
    expect((await ama.call({ method: 'GET', url: '/api/v1/study-sets?take=9999' })).statusCode).toBe(200);
  });
});

describe('changing and deleting a set', () => {
  it('updates only the fields sent', async () => {
    const set = await ama.createSet({ title: 'Evidence', description: 'Hearsay', course: 'Evidence' });
    const response = await ama.call({ method: 'PATCH', url: `/api/v1/study-sets/update/${set.id}`, payload: { title: 'Evidence II', course: '' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: set.id, title: 'Evidence II', description: 'Hearsay', course: null, visibility: 'private' });
    const bad = await ama.call({ method: 'PATCH', url: `/api/v1/study-sets/update/${set.id}`, payload: { title: '' } });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes the set with its cards, states, logs and learners', async () => {
    const set = await ama.createSet({ title: 'Doomed', visibility: 'public', flashCards: numberedCards(2) });
    const [card] = await ama.cards(set.id);
    await kofi.review(card!.id, { rating: 3, reviewedAt: new Date().toISOString(), reviewId: 'doomed-1' });
    const response = await ama.call({ method: 'DELETE', url: `/api/v1/study-sets/delete/${set.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: set.id });
    expect((await ama.call({ method: 'GET', url: `/api/v1/study-sets/${set.id}` })).statusCode).toBe(404);
    expect(await countRows('flash_cards', set.id)).toBe(0);
    expect(await countRows('study_sets', set.id)).toBe(0);
    const left = await Promise.all([
      t.app.db.selectFrom('card_reviews_state').select('user_id').where('flash_card_id', '=', card!.id).execute(),
      t.app.db.selectFrom('review_log').select('id').where('flash_card_id', '=', card!.id).execute(),
      t.app.db.selectFrom('study_set_learners').select('user_id').where('study_set_id', '=', set.id).execute(),
    ]);
    expect(left).toEqual([[], [], []]);
  });
});

describe('flash cards', () => {
  it('adds a card after the last and counts it', async () => {
    const set = await ama.createSet({ title: 'Crim', flashCards: numberedCards(2) });
    const card = await ama.addCard(set.id, 'Actus reus', 'The guilty act');
    expect(card).toMatchObject({ studySetId: set.id, front: 'Actus reus', back: 'The guilty act', due: null, schedule: null });
    const cards = await ama.cards(set.id);
    expect(cards.map((item) => item.front)).toEqual(['Q1', 'Q2', 'Actus reus']);
    expect(card.position).toBeGreaterThan(cards[1]!.position);
    expect((await ama.set(set.id)).cardsCount).toBe(3);
  });

  it('edits front and back, and moves a card by its position', async () => {
    const set = await ama.createSet({ title: 'Reorder', flashCards: numberedCards(3) });
    const [first, second, third] = await ama.cards(set.id);
    const moved = await ama.call({
      method: 'PATCH',
      url: `/api/v1/study-sets/flash-cards/update/${third!.id}`,
      payload: { position: (first!.position + second!.position) / 2, back: 'Answer three' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: third!.id, front: 'Q3', back: 'Answer three' });
    expect((await ama.cards(set.id)).map((card) => card.front)).toEqual(['Q1', 'Q3', 'Q2']);
    const appended = await ama.addCard(set.id, 'Q4', 'A4');
    expect((await ama.cards(set.id)).at(-1)?.id).toBe(appended.id);
  });

  it.each([
    ['a missing front', { back: 'A' }],
    ['a blank back', { front: 'Q', back: '  ' }],
    ['a 2001-character back', { front: 'Q', back: 'x'.repeat(2001) }],
    ['a missing studySetId', { front: 'Q', back: 'A', studySetId: undefined }],
  ])('refuses %s with 400', async (_name, fields) => {
    const set = await ama.createSet({ title: 'Limits' });
    const payload = { studySetId: set.id, ...fields };
    const response = await ama.call({ method: 'POST', url: '/api/v1/study-sets/flash-cards/create', payload });
    expect(response.statusCode).toBe(400);
    expect((await ama.set(set.id)).cardsCount).toBe(0);
  });

  it('refuses a bad edit with 400 and a card nobody has with 404', async () => {
    const set = await ama.createSet({ title: 'Edits', flashCards: numberedCards(1) });
    const [card] = await ama.cards(set.id);
    const url = `/api/v1/study-sets/flash-cards/update/${card!.id}`;
    expect((await ama.call({ method: 'PATCH', url, payload: { front: '' } })).statusCode).toBe(400);
    expect((await ama.call({ method: 'PATCH', url, payload: { position: 'first' } })).statusCode).toBe(400);
    expect((await ama.call({ method: 'PATCH', url: '/api/v1/study-sets/flash-cards/update/nope', payload: { front: 'Q' } })).statusCode).toBe(404);
    expect((await ama.call({ method: 'GET', url: '/api/v1/study-sets/flash-cards' })).statusCode).toBe(400);
  });

  it('keeps cardsCount right when cards are added and deleted at once', async () => {
    const set = await ama.createSet({ title: 'Busy', flashCards: numberedCards(10) });
    const cards = await ama.cards(set.id);
    await Promise.all([
      ...cards.slice(0, 5).map((card) => ama.call({ method: 'DELETE', url: `/api/v1/study-sets/flash-cards/delete/${card.id}` })),
      ...numberedCards(8, 11).map((card) => ama.addCard(set.id, card.front, card.back)),
      ama.bulk(set.id, numberedCards(4, 21)),
    ]);
    const after = await ama.set(set.id);
    expect(after.cardsCount).toBe(10 - 5 + 8 + 4);
    expect(after.flashCards).toHaveLength(after.cardsCount);
    expect(new Set(after.flashCards.map((card) => card.position)).size).toBe(after.cardsCount);
  });

  it('deletes a card and answers its id; a second delete is 404', async () => {
    const set = await ama.createSet({ title: 'Delete one', flashCards: numberedCards(2) });
    const [card] = await ama.cards(set.id);
    const url = `/api/v1/study-sets/flash-cards/delete/${card!.id}`;
    const response = await ama.call({ method: 'DELETE', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: card!.id });
    expect((await ama.call({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await ama.set(set.id)).cardsCount).toBe(1);
  });
});

describe('bulk cards', () => {
  it('adds up to 500 cards in order, after the existing ones', async () => {
    const set = await ama.createSet({ title: 'Bulk', flashCards: numberedCards(1) });
    const created = await ama.bulk(set.id, numberedCards(500, 2));
    expect(created.map((card) => card.front)).toEqual(numberedCards(500, 2).map((card) => card.front));
    const cards = await ama.cards(set.id);
    expect(cards.map((card) => card.front)).toEqual(numberedCards(501).map((card) => card.front));
    expect((await ama.set(set.id)).cardsCount).toBe(501);
  });

  it.each([
    ['no cards', []],
    ['501 cards', numberedCards(501)],
    ['a 2001-character back among good cards', [...numberedCards(3), { front: 'Q', back: 'x'.repeat(2001) }]],
    ['a card without a front', [{ back: 'A' }]],
  ])('refuses %s with 400 and stores nothing', async (_name, cards) => {
    const set = await ama.createSet({ title: 'Bulk limits', flashCards: numberedCards(1) });
    const response = await ama.call({ method: 'POST', url: '/api/v1/study-sets/flash-cards/bulk', payload: { studySetId: set.id, cards } });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect(await countRows('flash_cards', set.id)).toBe(1);
    expect((await ama.set(set.id)).cardsCount).toBe(1);
  });
});

describe('around the study API', () => {
  it('documents every study route in the OpenAPI document', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/study/today', '/api/v1/study-sets/flash-cards/{id}/review', '/api/v1/study-sets/flash-cards/bulk']));
  });

  it('takes my sets and my schedules with my account, and leaves others their own', async () => {
    const leaver = await signUp(t.app);
    const leaving = studyClient(t.app, leaver);
    const mine = await leaving.createSet({ title: 'Mine', visibility: 'public', flashCards: numberedCards(2) });
    const theirs = await ama.createSet({ title: 'Theirs', visibility: 'public', flashCards: numberedCards(2) });
    const [theirCard] = await ama.cards(theirs.id);
    await leaving.review(theirCard!.id, { rating: 3, reviewedAt: new Date().toISOString() });
    const [myCard] = await leaving.cards(mine.id);
    await kofi.review(myCard!.id, { rating: 3, reviewedAt: new Date().toISOString() });
    const deleted = await leaving.call({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: leaver.password } });
    expect(deleted.statusCode).toBe(200);
    expect((await kofi.call({ method: 'GET', url: `/api/v1/study-sets/${mine.id}` })).statusCode).toBe(404);
    expect((await kofi.today()).sets.map((item) => item.studySet.id)).not.toContain(mine.id);
    expect(await t.app.db.selectFrom('card_reviews_state').select('user_id').where('user_id', '=', leaver.user.id).execute()).toEqual([]);
    expect((await ama.set(theirs.id)).dueCount).toBe(2);
  });
});
