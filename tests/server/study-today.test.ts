/*
 * GET /study/today: what is due for me across the sets I own and the public sets I study.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { numberedCards, studyClient, type StudyClient } from './support/study.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

let t: TestApp;
let author: StudyClient;

const now = () => new Date().toISOString();

beforeAll(async () => {
  t = await startTestApp();
  author = studyClient(t.app, await signUp(t.app, { name: 'Author' }));
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const newLearner = async () => studyClient(t.app, await signUp(t.app));

describe('GET /study/today', () => {
  it('is empty for someone with no sets', async () => {
    expect(await (await newLearner()).today()).toEqual({ dueTotal: 0, sets: [], nextDueAt: null });
  });

  it('lists my sets with cards due, most due first, and leaves out sets with nothing due', async () => {
    const me = await newLearner();
    const small = await me.createSet({ title: 'Small', flashCards: numberedCards(2) });
    const big = await me.createSet({ title: 'Big', flashCards: numberedCards(5) });
    await me.createSet({ title: 'Empty' });
    const today = await me.today();
    expect(today.dueTotal).toBe(7);
    expect(today.sets.map((item) => [item.studySet.title, item.dueCount, item.studySet.dueCount])).toEqual([
      ['Big', 5, 5],
      ['Small', 2, 2],
    ]);
    expect(today.nextDueAt).toBeNull();

    const [card] = await me.cards(big.id);
    await me.review(card!.id, { rating: 4, reviewedAt: now() });
    const after = await me.today();
    expect(after.dueTotal).toBe(6);
    expect(after.sets.find((item) => item.studySet.id === big.id)?.dueCount).toBe(4);
    expect(after.sets.find((item) => item.studySet.id === small.id)?.dueCount).toBe(2);
  });

  it("adds a public set of someone else once I have reviewed one of its cards, and never a private one", async () => {
    const me = await newLearner();
    const shared = await author.createSet({ title: 'Shared', visibility: 'public', flashCards: numberedCards(3) });
    await author.createSet({ title: 'Hidden', visibility: 'private', flashCards: numberedCards(3) });
    expect((await me.today()).sets).toEqual([]);
    const [card] = await me.cards(shared.id);
    await me.review(card!.id, { rating: 3, reviewedAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() });
    const today = await me.today();
    expect(today.sets.map((item) => [item.studySet.id, item.dueCount])).toEqual([[shared.id, 3]]);
    expect(today.sets[0]!.studySet.owner.name).toBe('Author');
    // The author's own queue does not move.
    expect((await author.today()).sets.find((item) => item.studySet.id === shared.id)?.dueCount).toBe(3);
  });

  it('says when the next card comes due once nothing is due', async () => {
    const me = await newLearner();
    const set = await me.createSet({ title: 'Done for today', flashCards: numberedCards(2) });
    const reviewed = [];
    for (const card of await me.cards(set.id)) reviewed.push(await me.review(card.id, { rating: 4, reviewedAt: now() }));
    const earliest = reviewed.map((card) => card.due!).sort()[0];
    expect(await me.today()).toEqual({ dueTotal: 0, sets: [], nextDueAt: earliest });
    expect((await me.set(set.id)).dueCount).toBe(0);
  });

  it('counts a card as due once its time comes, with nothing written meanwhile', async () => {
    const me = await newLearner();
    const set = await me.createSet({ title: 'Soon', flashCards: numberedCards(1) });
    const [card] = await me.cards(set.id);
    // Again: due again a minute after the review.
    const reviewed = await me.review(card!.id, { rating: 1, reviewedAt: now() });
    expect(await me.today()).toEqual({ dueTotal: 0, sets: [], nextDueAt: reviewed.due });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(reviewed.due!) + 1000);
    const later = await me.today();
    expect(later.dueTotal).toBe(1);
    expect(later.sets.map((item) => item.studySet.id)).toEqual([set.id]);
  });
});
