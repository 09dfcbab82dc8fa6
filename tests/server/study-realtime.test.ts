/*
 * study:reviewed over real sockets: a review reaches the reviewer's other tabs and phones,
 * skips the socket named in X-Socket-Id, and reaches nobody else; a replay sends nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { SOCKET_ID_HEADER, studyReviewedEventSchema, type StudyReviewedEvent } from '../../src/contract/study.ts';
import { connectAs, listen, settle, type TestClient } from './support/sockets.ts';
import { numberedCards, studyClient } from './support/study.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let baseUrl: string;
let learner: TestUser;
let bystander: TestUser;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  [learner, bystander] = (await Promise.all([signUp(t.app, { name: 'Learner' }), signUp(t.app, { name: 'Bystander' })])) as [TestUser, TestUser];
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(async () => t.close());

async function online(user: TestUser): Promise<TestClient> {
  const client = await connectAs(baseUrl, user);
  open.push(client);
  return client;
}

async function oneCard() {
  const client = studyClient(t.app, learner);
  const set = await client.createSet({ title: 'Equity', flashCards: numberedCards(1) });
  const [card] = await client.cards(set.id);
  return { client, set, card: card! };
}

const event = serverEvents.studyReviewed;

describe('study:reviewed', () => {
  it("reaches the reviewer's other socket with the new due, and not the one that asked", async () => {
    const [tab, phone, other] = await Promise.all([online(learner), online(learner), online(bystander)]);
    const { client, set, card } = await oneCard();
    const heard = phone.next<StudyReviewedEvent>(event);
    const reviewed = await client.review(card.id, { rating: 3, reviewedAt: new Date().toISOString(), reviewId: 'tab-1' }, { [SOCKET_ID_HEADER]: tab.socket.id ?? '' });
    expect(studyReviewedEventSchema.parse(await heard)).toEqual({ flashCardId: card.id, studySetId: set.id, due: reviewed.due, schedule: reviewed.schedule });
    await Promise.all([settle(t.app, tab, learner.user.id), settle(t.app, other, bystander.user.id)]);
    expect(tab.pending(event)).toEqual([]);
    expect(other.pending(event)).toEqual([]);
  });

  it('reaches every socket of the reviewer when the request names none', async () => {
    const [tab, phone] = await Promise.all([online(learner), online(learner)]);
    const { client, card } = await oneCard();
    const heard = Promise.all([tab.next<StudyReviewedEvent>(event), phone.next<StudyReviewedEvent>(event)]);
    const reviewed = await client.review(card.id, { rating: 4, reviewedAt: new Date().toISOString() });
    expect((await heard).map((payload) => payload.due)).toEqual([reviewed.due, reviewed.due]);
  });

  it('is not sent again for a replayed reviewId', async () => {
    const phone = await online(learner);
    const { client, card } = await oneCard();
    const body = { rating: 2 as const, reviewedAt: new Date().toISOString(), reviewId: 'once-only' };
    await client.review(card.id, body);
    await phone.next(event);
    await client.review(card.id, body);
    await settle(t.app, phone, learner.user.id);
    expect(phone.pending(event)).toEqual([]);
  });
});
