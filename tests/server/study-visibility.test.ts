/*
 * Who may do what with a study set: every route, tried by the owner, by another student on a
 * public set and on a private one, and signed out. A private set is 404 to others on every
 * route; a public one reads (and reviews) for everyone, while changing it is 403.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import type { FlashCard, StudySet } from '../../src/contract/study.ts';
import { numberedCards, studyClient } from './support/study.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

type Caller = 'owner' | 'other' | 'signedOut';
type Fixture = { set: StudySet; card: FlashCard };
type Route = { name: string; request: (f: Fixture) => InjectOptions; owner: number; publicToOther: number };

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  [owner, other] = (await Promise.all([signUp(t.app, { name: 'Owner' }), signUp(t.app, { name: 'Other' })])) as [TestUser, TestUser];
});
afterAll(async () => t.close());

async function fixture(visibility: 'private' | 'public'): Promise<Fixture> {
  const client = studyClient(t.app, owner);
  const set = await client.createSet({ title: 'Constitutional Law', visibility, flashCards: numberedCards(2) });
  const [card] = await client.cards(set.id);
  return { set, card: card! };
}

const review = (f: Fixture) => ({ rating: 3 as const, reviewedAt: new Date().toISOString(), reviewId: `r-${f.card.id}-${Math.random()}` });

const routes: Route[] = [
  { name: 'read the set', request: (f) => ({ method: 'GET', url: `/api/v1/study-sets/${f.set.id}` }), owner: 200, publicToOther: 200 },
  { name: 'list its cards', request: (f) => ({ method: 'GET', url: `/api/v1/study-sets/flash-cards?studySetId=${f.set.id}` }), owner: 200, publicToOther: 200 },
  { name: 'list its due cards', request: (f) => ({ method: 'GET', url: `/api/v1/study-sets/${f.set.id}/due` }), owner: 200, publicToOther: 200 },
  {
    name: 'review a card',
    request: (f) => ({ method: 'POST', url: `/api/v1/study-sets/flash-cards/${f.card.id}/review`, payload: review(f) }),
    owner: 200,
    publicToOther: 200,
  },
  {
    name: 'update the set',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/study-sets/update/${f.set.id}`, payload: { title: 'Mine now' } }),
    owner: 200,
    publicToOther: 403,
  },
  { name: 'delete the set', request: (f) => ({ method: 'DELETE', url: `/api/v1/study-sets/delete/${f.set.id}` }), owner: 200, publicToOther: 403 },
  {
    name: 'add a card',
    request: (f) => ({ method: 'POST', url: '/api/v1/study-sets/flash-cards/create', payload: { studySetId: f.set.id, front: 'Q', back: 'A' } }),
    owner: 201,
    publicToOther: 403,
  },
  {
    name: 'add cards in bulk',
    request: (f) => ({ method: 'POST', url: '/api/v1/study-sets/flash-cards/bulk', payload: { studySetId: f.set.id, cards: numberedCards(2) } }),
    owner: 201,
    publicToOther: 403,
  },
  {
    name: 'edit a card',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/study-sets/flash-cards/update/${f.card.id}`, payload: { back: 'Changed' } }),
    owner: 200,
    publicToOther: 403,
  },
  {
    name: 'delete a card',
    request: (f) => ({ method: 'DELETE', url: `/api/v1/study-sets/flash-cards/delete/${f.card.id}` }),
    owner: 200,
    publicToOther: 403,
  },
];

function callAs(caller: Caller, request: InjectOptions) {
  if (caller === 'signedOut') return t.app.inject(request);
  return as(t.app, caller === 'owner' ? owner : other)(request as Parameters<ReturnType<typeof as>>[0]);
}

const expected = (route: Route, visibility: 'private' | 'public', caller: Caller) => {
  if (caller === 'signedOut') return 401;
  if (caller === 'owner') return route.owner;
  return visibility === 'public' ? route.publicToOther : 404;
};

const cases = routes.flatMap((route) =>
  (['private', 'public'] as const).flatMap((visibility) =>
    (['owner', 'other', 'signedOut'] as const).map((caller) => ({ route, visibility, caller, status: expected(route, visibility, caller) })),
  ),
);

describe('every study route, by caller', () => {
  it.each(cases.map((item) => [item.route.name, item.visibility, item.caller, item.status, item] as const))(
    '%s of a %s set as %s: %i',
    async (_name, visibility, caller, status, { route }) => {
      const f = await fixture(visibility);
      const before = await studyClient(t.app, owner).set(f.set.id);
      const response = await callAs(caller, route.request(f));
      expect(response.statusCode, response.body).toBe(status);
      if (status >= 400) {
        expect(apiErrorSchema.parse(response.json()).statusCode).toBe(status);
        // A refused write changes nothing the owner can see.
        expect(await studyClient(t.app, owner).set(f.set.id)).toEqual(before);
      }
    },
  );
});

describe('a set that turns private', () => {
  it('is gone for others, and so are its cards', async () => {
    const f = await fixture('public');
    const otherClient = studyClient(t.app, other);
    await otherClient.review(f.card.id, review(f));
    await studyClient(t.app, owner).call({ method: 'PATCH', url: `/api/v1/study-sets/update/${f.set.id}`, payload: { visibility: 'private' } });
    const response = await otherClient.call({ method: 'POST', url: `/api/v1/study-sets/flash-cards/${f.card.id}/review`, payload: review(f) });
    expect(response.statusCode).toBe(404);
    expect((await otherClient.list('?scope=public&take=50')).items.map((set) => set.id)).not.toContain(f.set.id);
    expect((await otherClient.today()).sets.map((item) => item.studySet.id)).not.toContain(f.set.id);
  });
});
