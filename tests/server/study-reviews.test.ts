/*
 * Reviewing cards: schedules are per learner, a review counts from when it was made, a
 * replayed reviewId changes nothing, and the due queue comes in the promised order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { HttpError } from '../../src/server/lib/http-error.ts';
import { createReviewWriter } from '../../src/server/modules/study/review-writer.ts';
import { numberedCards, studyClient, type StudyClient } from './support/study.ts';
import { onPostgres, startTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

let t: TestApp;
let owner: StudyClient;
let learner: StudyClient;
let learnerId: string;

const DAY = 24 * 60 * 60 * 1000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
let sequence = 0;
const reviewId = () => `review-${(sequence += 1)}-${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  t = await startTestApp();
  const [first, second] = await Promise.all([signUp(t.app, { name: 'Owner' }), signUp(t.app, { name: 'Learner' })]);
  owner = studyClient(t.app, first!);
  learner = studyClient(t.app, second!);
  learnerId = second!.user.id;
});
afterAll(async () => t.close());

async function publicSet(count = 3) {
  const set = await owner.createSet({ title: 'Land Law', visibility: 'public', flashCards: numberedCards(count) });
  return { set, cards: await owner.cards(set.id) };
}

const logRows = (cardId: string) =>
  t.app.db.selectFrom('review_log').selectAll().where('flash_card_id', '=', cardId).where('user_id', '=', learnerId).execute();

describe('a schedule per learner', () => {
  it('treats a card never reviewed as due now', async () => {
    const { set } = await publicSet(3);
    const due = await learner.due(set.id);
    expect(due.map((card) => card.front)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(due.every((card) => card.due === null && card.schedule === null)).toBe(true);
    expect((await learner.set(set.id)).dueCount).toBe(3);
  });

  it("gives a learner of someone's public set a schedule of their own and leaves the owner's untouched", async () => {
    const { set, cards } = await publicSet(3);
    const reviewed = await learner.review(cards[0]!.id, { rating: 4, reviewedAt: at(0), reviewId: reviewId() });
    expect(Date.parse(reviewed.due!)).toBeGreaterThan(Date.now() + DAY);
    expect(reviewed.schedule).toMatchObject({ state: 'review', reps: 1, lapses: 0 });

    const mine = await learner.set(set.id);
    expect(mine.dueCount).toBe(2);
    expect(mine.flashCards[0]).toMatchObject({ id: cards[0]!.id, due: reviewed.due, schedule: reviewed.schedule });
    expect((await learner.due(set.id)).map((card) => card.front)).toEqual(['Q2', 'Q3']);

    const theirs = await owner.set(set.id);
    expect(theirs.dueCount).toBe(3);
    expect(theirs.flashCards.every((card) => card.due === null)).toBe(true);
    expect((await owner.due(set.id))).toHaveLength(3);
  });

  it('moves the same card along on each review and logs each one', async () => {
    const { cards } = await publicSet(1);
    const card = cards[0]!;
    const first = await learner.review(card.id, { rating: 3, reviewedAt: at(-2 * DAY), reviewId: reviewId() });
    expect(first.schedule).toMatchObject({ state: 'learning', reps: 1 });
    const second = await learner.review(card.id, { rating: 3, reviewedAt: at(-DAY), reviewId: reviewId() });
    expect(second.schedule).toMatchObject({ state: 'review', reps: 2 });
    const third = await learner.review(card.id, { rating: 1, reviewedAt: at(0) });
    expect(third.schedule).toMatchObject({ state: 'relearning', reps: 3, lapses: 1 });
    const log = await logRows(card.id);
    expect(log.map((row) => [row.rating, row.state])).toEqual([
      [3, 'new'],
      [3, 'learning'],
      [1, 'review'],
    ]);
    expect(log[2]!.elapsed_days).toBe(1);
  });
});

describe('when a review was made', () => {
  it('schedules an offline review from reviewedAt, not from its arrival', async () => {
    const { cards } = await publicSet(1);
    const madeAt = new Date(Date.now() - 3 * DAY);
    madeAt.setUTCMilliseconds(0);
    const reviewed = await learner.review(cards[0]!.id, { rating: 4, reviewedAt: madeAt.toISOString(), reviewId: reviewId() });
    expect(reviewed.schedule?.lastReview).toBe(madeAt.toISOString());
    expect(Date.parse(reviewed.due!) - madeAt.getTime()).toBe(reviewed.schedule!.scheduledDays * DAY);
    const [logged] = await logRows(cards[0]!.id);
    expect(logged?.reviewed_at).toBe(madeAt.toISOString());
  });

  it('refuses a reviewedAt more than 5 minutes ahead, and takes one within', async () => {
    const { cards } = await publicSet(1);
    const url = `/api/v1/study-sets/flash-cards/${cards[0]!.id}/review`;
    const ahead = await learner.call({ method: 'POST', url, payload: { rating: 3, reviewedAt: at(6 * 60 * 1000) } });
    expect(ahead.statusCode).toBe(400);
    expect(apiErrorSchema.parse(ahead.json())).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.reviewedAt' }] });
    expect(await logRows(cards[0]!.id)).toEqual([]);
    expect((await learner.call({ method: 'POST', url, payload: { rating: 3, reviewedAt: at(4 * 60 * 1000) } })).statusCode).toBe(200);
  });

  it('counts a review dated before the last one as made at the last one', async () => {
    const { cards } = await publicSet(1);
    const later = await learner.review(cards[0]!.id, { rating: 3, reviewedAt: at(-DAY) });
    const earlier = await learner.review(cards[0]!.id, { rating: 3, reviewedAt: at(-2 * DAY) });
    expect(earlier.schedule).toMatchObject({ reps: 2, lastReview: later.schedule!.lastReview });
  });
});

describe('replaying a reviewId', () => {
  it('changes nothing and answers the same card', async () => {
    const { cards } = await publicSet(1);
    const body = { rating: 2 as const, reviewedAt: at(0), reviewId: reviewId() };
    const first = await learner.review(cards[0]!.id, body);
    const again = await learner.review(cards[0]!.id, body);
    expect(again).toEqual(first);
    expect(await logRows(cards[0]!.id)).toHaveLength(1);
  });

  it('records two identical requests sent at once exactly once', async () => {
    const { set, cards } = await publicSet(2);
    const body = { rating: 3 as const, reviewedAt: at(0), reviewId: reviewId() };
    const answers = await Promise.all(Array.from({ length: 4 }, () => learner.review(cards[0]!.id, body)));
    expect(new Set(answers.map((card) => JSON.stringify(card))).size).toBe(1);
    expect(answers[0]!.schedule?.reps).toBe(1);
    expect(await logRows(cards[0]!.id)).toHaveLength(1);
    expect((await learner.set(set.id)).dueCount).toBe(1);
  });

  it('refuses the same reviewId for another card or rating with 409', async () => {
    const { cards } = await publicSet(2);
    const body = { rating: 3 as const, reviewedAt: at(0), reviewId: reviewId() };
    await learner.review(cards[0]!.id, body);
    const url = (id: string) => `/api/v1/study-sets/flash-cards/${id}/review`;
    const otherCard = await learner.call({ method: 'POST', url: url(cards[1]!.id), payload: body });
    expect(otherCard.statusCode).toBe(409);
    expect(apiErrorSchema.parse(otherCard.json()).code).toBe('CONFLICT');
    expect((await learner.call({ method: 'POST', url: url(cards[0]!.id), payload: { ...body, rating: 4 } })).statusCode).toBe(409);
    expect(await logRows(cards[1]!.id)).toEqual([]);
  });

  it('keeps reviewIds apart per learner', async () => {
    const { cards } = await publicSet(1);
    const body = { rating: 3 as const, reviewedAt: at(0), reviewId: 'same-id-for-both' };
    const mine = await learner.review(cards[0]!.id, body);
    const theirs = await owner.review(cards[0]!.id, body);
    expect(mine.schedule?.reps).toBe(1);
    expect(theirs.schedule?.reps).toBe(1);
  });
});

describe('bad reviews', () => {
  it.each([
    ['rating 0', { rating: 0, reviewedAt: at(0) }],
    ['rating 5', { rating: 5, reviewedAt: at(0) }],
    ['a fractional rating', { rating: 2.5, reviewedAt: at(0) }],
    ['no rating', { reviewedAt: at(0) }],
    ['no reviewedAt', { rating: 3 }],
    ['a reviewedAt that is not a time', { rating: 3, reviewedAt: 'yesterday' }],
    ['a reviewedAt on no calendar', { rating: 3, reviewedAt: '2026-13-01T00:00:00Z' }],
    ['a reviewedAt from a clock reset to 1970', { rating: 3, reviewedAt: '1970-01-01T00:00:00Z' }],
    ['an empty reviewId', { rating: 3, reviewedAt: at(0), reviewId: '' }],
    ['a reviewId with a space', { rating: 3, reviewedAt: at(0), reviewId: 'a b' }],
    ['a 65-character reviewId', { rating: 3, reviewedAt: at(0), reviewId: 'x'.repeat(65) }],
  ])('refuses %s with 400 and records nothing', async (_name, payload) => {
    const { cards } = await publicSet(1);
    const response = await learner.call({ method: 'POST', url: `/api/v1/study-sets/flash-cards/${cards[0]!.id}/review`, payload });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect(await logRows(cards[0]!.id)).toEqual([]);
  });

  it('answers 404 for a card that does not exist', async () => {
    const response = await learner.call({ method: 'POST', url: '/api/v1/study-sets/flash-cards/missing/review', payload: { rating: 3, reviewedAt: at(0) } });
    expect(response.statusCode).toBe(404);
  });
});

describe('the due queue', () => {
  it('comes most overdue first, then never-reviewed cards by position, and only what is due', async () => {
    const { set, cards } = await publicSet(5);
    const [c1, c2, c3, c4, c5] = cards;
    // Again makes a card due a minute after the review: these fall due in the order 4, 2.
    await learner.review(c2!.id, { rating: 1, reviewedAt: at(-2 * DAY) });
    await learner.review(c4!.id, { rating: 1, reviewedAt: at(-3 * DAY) });
    // Easy made now: due in days, not in the queue.
    await learner.review(c1!.id, { rating: 4, reviewedAt: at(0) });
    const due = await learner.due(set.id);
    expect(due.map((card) => card.id)).toEqual([c4!.id, c2!.id, c3!.id, c5!.id]);
    expect((await learner.due(set.id, '?take=2')).map((card) => card.id)).toEqual([c4!.id, c2!.id]);
    expect((await learner.set(set.id)).dueCount).toBe(4);
    expect((await learner.call({ method: 'GET', url: `/api/v1/study-sets/${set.id}/due?take=0` })).statusCode).toBe(400);
  });
});

describe('due counts when cards go', () => {
  it("stay right for a learner when the owner deletes cards they reviewed and cards they did not", async () => {
    const { set, cards } = await publicSet(4);
    await learner.review(cards[0]!.id, { rating: 4, reviewedAt: at(0) });
    await learner.review(cards[1]!.id, { rating: 1, reviewedAt: at(-DAY) });
    expect((await learner.set(set.id)).dueCount).toBe(3);
    const remove = (id: string) => owner.call({ method: 'DELETE', url: `/api/v1/study-sets/flash-cards/delete/${id}` });
    await remove(cards[0]!.id);
    expect((await learner.list(`?scope=public&take=50`)).items.find((item) => item.id === set.id)?.dueCount).toBe(3);
    await remove(cards[2]!.id);
    await remove(cards[1]!.id);
    const after = await learner.set(set.id);
    expect(after).toMatchObject({ cardsCount: 1, dueCount: 1 });
    expect((await learner.today()).sets.find((item) => item.studySet.id === set.id)?.dueCount).toBe(1);
  });
});

// Group commit is SQLite's (review-writer.ts); on PostgreSQL each review is its own transaction, so racing
// reviews that share a reviewId finish in no fixed order and the concurrency tests elsewhere cover them.
describe.skipIf(onPostgres)('reviews written together on SQLite', () => {
  it('each get their own answer, and one refused leaves the others stored', async () => {
    const { set, cards } = await publicSet(3);
    const write = createReviewWriter(t.app.db, t.app.dbKind);
    // One instant for all: a replay must match its first review to the millisecond.
    const reviewedAt = new Date();
    const review = (cardId: string, rating: 1 | 2 | 3 | 4, id?: string) => ({ userId: learnerId, cardId, rating, reviewedAt, reviewId: id });
    const taken = reviewId();
    // Started in one turn, so on SQLite they share one transaction.
    const outcomes = await Promise.allSettled([
      write(review(cards[0]!.id, 4, taken)),
      write(review('no-such-card', 3)),
      write(review(cards[1]!.id, 3, taken)),
      write(review(cards[2]!.id, 4)),
      write(review(cards[0]!.id, 4, taken)),
    ]);
    const statuses = outcomes.map((outcome) =>
      outcome.status === 'fulfilled' ? (outcome.value.replayed ? 'replayed' : 'stored') : outcome.reason instanceof HttpError ? outcome.reason.statusCode : 'failed',
    );
    expect(statuses).toEqual(['stored', 404, 409, 'stored', 'replayed']);
    expect((await learner.due(set.id)).map((card) => card.id)).toEqual([cards[1]!.id]);
    expect(await logRows(cards[1]!.id)).toEqual([]);
  });
});
