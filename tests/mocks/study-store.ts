/*
 * The state behind the study handlers: sets with their cards, each learner's schedule of a
 * card (FSRS, worked out as the server does), and every review request as it arrived, with
 * its headers, so tests can check what the client sent and how often. Reset before every
 * test (tests/client/setup.ts).
 */
import { fsrs, generatorParameters } from 'ts-fsrs';
import { STUDY_FSRS_PARAMETERS, effectiveReviewTime, fromFsrsCard, toFsrsCard } from '../../src/contract/study-fsrs.ts';
import {
  flashCardSchema,
  studySetSchema,
  type FlashCard,
  type FlashCardSchedule,
  type ReviewRating,
  type StudySet,
  type StudySetVisibility,
} from '../../src/contract/study.ts';
import type { UserSummary } from '../../src/contract/users.ts';
import { summaryOf } from './db.ts';

export type StoredCard = Omit<FlashCard, 'due' | 'schedule'>;
export type StoredSet = { set: Omit<StudySet, 'cardsCount' | 'dueCount'>; cards: StoredCard[] };
type Schedule = { due: string; schedule: FlashCardSchedule };
export type ReceivedReview = { cardId: string; rating: ReviewRating; reviewedAt: string; reviewId: string | undefined; idempotencyKey: string | null; socketId: string | null };

export const studyDb = {
  sets: [] as StoredSet[],
  /** `${userId} ${cardId}` → that learner's schedule of the card. */
  schedules: new Map<string, Schedule>(),
  /** Every review request that reached the server, replays included, in order. */
  received: [] as ReceivedReview[],
  /** reviewIds applied, so a replay changes nothing. */
  applied: new Set<string>(),
  nextId: 1,
};

export function resetStudyDb(): void {
  studyDb.sets = [];
  studyDb.schedules.clear();
  studyDb.received = [];
  studyDb.applied.clear();
  studyDb.nextId = 1;
}

const scheduler = fsrs(generatorParameters(STUDY_FSRS_PARAMETERS));
export const nextId = (kind: string) => `${kind}-${String(studyDb.nextId++).padStart(6, '0')}`;
const scheduleKey = (userId: string, cardId: string) => `${userId} ${cardId}`;

export function viewCard(card: StoredCard, viewerId: string): FlashCard {
  const mine = studyDb.schedules.get(scheduleKey(viewerId, card.id));
  return flashCardSchema.parse({ ...card, due: mine?.due ?? null, schedule: mine?.schedule ?? null });
}

const isDue = (card: FlashCard, now: number) => card.due === null || Date.parse(card.due) <= now;

export function viewSet(stored: StoredSet, viewerId: string, now = Date.now()): StudySet {
  const dueCount = stored.cards.filter((card) => isDue(viewCard(card, viewerId), now)).length;
  return studySetSchema.parse({ ...stored.set, cardsCount: stored.cards.length, dueCount });
}

export function findSet(id: string): StoredSet | undefined {
  return studyDb.sets.find((stored) => stored.set.id === id);
}

export function findCard(id: string): { stored: StoredSet; card: StoredCard } | undefined {
  for (const stored of studyDb.sets) {
    const card = stored.cards.find((item) => item.id === id);
    if (card) return { stored, card };
  }
  return undefined;
}

export function addCards(stored: StoredSet, cards: { front: string; back: string }[]): StoredCard[] {
  const now = new Date().toISOString();
  const last = stored.cards.reduce((max, card) => Math.max(max, card.position), 0);
  const added = cards.map((card, index) => ({ id: nextId('card'), studySetId: stored.set.id, front: card.front, back: card.back, position: last + index + 1, createdAt: now, updatedAt: now }));
  stored.cards.push(...added);
  return added;
}

export const inOrder = (cards: StoredCard[]) => [...cards].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));

type NewSet = { title: string; description?: string; course?: string | null; visibility?: StudySetVisibility; cards?: [string, string][] };

export function seedStudySet(owner: UserSummary, fields: NewSet): StoredSet {
  const now = new Date().toISOString();
  const stored: StoredSet = {
    set: { id: nextId('set'), owner: summaryOf(owner), title: fields.title, description: fields.description ?? '', course: fields.course ?? null, visibility: fields.visibility ?? 'private', createdAt: now, updatedAt: now },
    cards: [],
  };
  addCards(stored, (fields.cards ?? []).map(([front, back]) => ({ front, back })));
  studyDb.sets.push(stored);
  return stored;
}

/** `userId` reviews the card with `rating` at `reviewedAt`, as the server would; answers the card as they now see it. */
export function reviewCard(userId: string, card: StoredCard, rating: ReviewRating, reviewedAt: Date): FlashCard {
  const current = viewCard(card, userId);
  const at = effectiveReviewTime(current, reviewedAt);
  const next = scheduler.next(toFsrsCard(current, at), at, rating);
  studyDb.schedules.set(scheduleKey(userId, card.id), fromFsrsCard(next.card));
  return viewCard(card, userId);
}
