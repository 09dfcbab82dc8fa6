/*
 * The interval on each answer button is the due the server then gives: the client's preview
 * (ts-fsrs from the card's schedule) against the scheduler the server runs (review.ts:
 * `scheduler.next` with the contract's parameters), for a new card and reviewed ones.
 */
import { fsrs, generatorParameters } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { STUDY_FSRS_PARAMETERS, fromFsrsCard, toFsrsCard } from '../../../src/contract/study-fsrs.ts';
import { ratings, type FlashCard, type ReviewRating } from '../../../src/contract/study.ts';
import { formatInterval, previewReview } from '../../../src/client/features/study/lib/schedule-preview.ts';

const server = fsrs(generatorParameters(STUDY_FSRS_PARAMETERS));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const allRatings = Object.values(ratings) as ReviewRating[];

const newCard: Pick<FlashCard, 'due' | 'schedule'> = { due: null, schedule: null };

/** What the server stores after `rating` at `at`. */
function serverReview(card: Pick<FlashCard, 'due' | 'schedule'>, rating: ReviewRating, at: Date) {
  return fromFsrsCard(server.next(toFsrsCard(card, at), at, rating).card);
}

/** A card with the given history, as the server would answer it. */
function reviewed(history: ReviewRating[], start: Date): Pick<FlashCard, 'due' | 'schedule'> {
  return history.reduce<Pick<FlashCard, 'due' | 'schedule'>>((card, rating, step) => serverReview(card, rating, new Date(start.getTime() + step * 2 * DAY)), newCard);
}

const now = new Date('2026-05-20T08:00:00.000Z');
const cases: [string, Pick<FlashCard, 'due' | 'schedule'>][] = [
  ['a new card', newCard],
  ['a card in learning', reviewed([ratings.good], new Date(now.getTime() - DAY))],
  ['a card in review', reviewed([ratings.good, ratings.good], new Date(now.getTime() - 10 * DAY))],
  ['a lapsed card', reviewed([ratings.easy, ratings.again], new Date(now.getTime() - 7 * DAY))],
];

describe('the answer buttons show what the server will give', () => {
  it.each(cases)('for %s, under each rating', (_name, card) => {
    const preview = previewReview(card, now);
    const expected = allRatings.map((rating) => serverReview(card, rating, now));
    expect(allRatings.map((rating) => preview[rating])).toEqual(expected);
    // Four ratings, four outcomes: the comparison is not of empty answers.
    expect(new Set(expected.map((outcome) => outcome.due)).size).toBe(4);
  });

  it('labels a new card’s intervals as Anki does', () => {
    const preview = previewReview(newCard, now);
    const labels = allRatings.map((rating) => formatInterval(Date.parse(preview[rating].due) - now.getTime()));
    expect(labels).toEqual(['1m', '6m', '10m', '8d']);
  });

  it('reads intervals short', () => {
    expect(formatInterval(20_000)).toBe('<1m');
    expect(formatInterval(10 * 60_000)).toBe('10m');
    expect(formatInterval(3 * HOUR)).toBe('3h');
    expect(formatInterval(DAY)).toBe('1d');
    expect(formatInterval(4 * DAY)).toBe('4d');
    expect(formatInterval(61 * DAY)).toBe('2mo');
    expect(formatInterval(548 * DAY)).toBe('1.5y');
  });
});
