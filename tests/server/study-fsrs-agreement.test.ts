/*
 * What the client shows on each answer button (ts-fsrs with the contract's parameters, from the
 * card as the server answered it) is exactly what the server then answers for that rating.
 */
import { fsrs, generatorParameters, type Grade } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDY_FSRS_PARAMETERS, fromFsrsCard, toFsrsCard } from '../../src/contract/study-fsrs.ts';
import { ratings, type FlashCard } from '../../src/contract/study.ts';
import { numberedCards, studyClient, type StudyClient } from './support/study.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

let t: TestApp;
let learner: StudyClient;
const scheduler = fsrs(generatorParameters(STUDY_FSRS_PARAMETERS));
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp();
  learner = studyClient(t.app, await signUp(t.app));
});
afterAll(async () => t.close());

/** The four buttons' outcomes as the client computes them, for a card as the server last answered it. */
function previews(card: FlashCard, now: Date) {
  const preview = scheduler.repeat(toFsrsCard(card, now), now);
  return (Object.values(ratings) as Grade[]).map((rating) => fromFsrsCard(preview[rating].card));
}

async function freshCards(count: number) {
  const set = await learner.createSet({ title: 'Agreement', flashCards: numberedCards(count) });
  return learner.cards(set.id);
}

const histories: [string, number[]][] = [
  ['a card never reviewed', []],
  ['a card in learning', [ratings.good]],
  ['a card in review', [ratings.good, ratings.good]],
  ['a lapsed card', [ratings.easy, ratings.again]],
];

describe('the client and the server schedule alike', () => {
  it.each(histories)('for %s, under every rating', async (_name, history) => {
    const cards = await freshCards(4);
    // The same history for each card, hours and days apart, ending 5 days ago.
    const start = Date.now() - 5 * 24 * HOUR - history.length * 26 * HOUR;
    const now = new Date();
    const expected = [];
    const answered = [];
    for (const [index, rating] of (Object.values(ratings) as Grade[]).entries()) {
      let card = cards[index]!;
      for (const [step, earlier] of history.entries()) {
        card = await learner.review(card.id, { rating: earlier as Grade, reviewedAt: new Date(start + step * 26 * HOUR).toISOString() });
      }
      expected.push(previews(card, now)[index]);
      const reviewed = await learner.review(card.id, { rating, reviewedAt: now.toISOString() });
      answered.push({ due: reviewed.due, schedule: reviewed.schedule });
    }
    expect(answered).toEqual(expected);
    // Four ratings, four different outcomes: the comparison is not of empty answers.
    expect(new Set(answered.map((outcome) => outcome.due)).size).toBe(4);
  });
});
