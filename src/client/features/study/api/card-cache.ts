/*
 * Where flash cards live in the cache: in their set's page (all of them, by position) and in
 * the set's due queue. A review, mine or from another tab, moves the card's due and schedule
 * and counts it off its set when it stops being due.
 */
import type { QueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../../contract/endpoints.ts';
import { flashCardSchema, type FlashCard, type FlashCardList, type StudyReviewedEvent, type StudySetDetail } from '../../../../contract/study.ts';
import type { OutboxEvent } from '../../../lib/outbox.ts';
import { writeQuery } from '../../../lib/query-write.ts';
import { studyKeys } from './keys.ts';
import { countCardStudied, updateCachedSet } from './set-cache.ts';

/** A card never reviewed (due null) is due now. */
export function isDue(card: Pick<FlashCard, 'due'>, now = Date.now()): boolean {
  return card.due === null || Date.parse(card.due) <= now;
}

export const byPosition = (a: FlashCard, b: FlashCard) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Rewrites the set's cards (on its page) with `update`, keeping cardsCount in step. */
export function updateCachedCards(queryClient: QueryClient, setId: string, update: (cards: FlashCard[]) => FlashCard[]): void {
  const detail = queryClient.getQueryData<StudySetDetail>(studyKeys.detail(setId));
  if (!detail) return;
  const flashCards = update(detail.flashCards);
  writeQuery<StudySetDetail>(queryClient, studyKeys.detail(setId), { ...detail, flashCards });
  if (flashCards.length !== detail.flashCards.length) updateCachedSet(queryClient, setId, (set) => ({ ...set, cardsCount: flashCards.length }));
}

/** Applies `update` to the card on its set's page and in its due queue. */
export function updateCachedCard(queryClient: QueryClient, setId: string, cardId: string, update: (card: FlashCard) => FlashCard): void {
  const map = (cards: FlashCard[]) => cards.map((card) => (card.id === cardId ? update(card) : card));
  updateCachedCards(queryClient, setId, (cards) => [...map(cards)].sort(byPosition));
  writeQuery<FlashCardList>(queryClient, studyKeys.due(setId), (due) => (due ? { items: map(due.items) } : due));
}

export function findCachedCard(queryClient: QueryClient, setId: string, cardId: string): FlashCard | undefined {
  const detail = queryClient.getQueryData<StudySetDetail>(studyKeys.detail(setId));
  const due = queryClient.getQueryData<FlashCardList>(studyKeys.due(setId));
  return detail?.flashCards.find((card) => card.id === cardId) ?? due?.items.find((card) => card.id === cardId);
}

/**
 * A review of a card (made here, or heard from another tab): its due and schedule change, it
 * leaves the due queue, and its set counts one card fewer due if it was due before. Whether it
 * was is read from `before` or the cached card; a first review (reps 1) was of a new card,
 * which is due. When nothing tells, the counts are fetched again.
 */
export function applyReview(queryClient: QueryClient, review: StudyReviewedEvent, before?: Pick<FlashCard, 'due'>, now = Date.now()): void {
  const { studySetId, flashCardId, due, schedule } = review;
  const known = before ?? findCachedCard(queryClient, studySetId, flashCardId);
  const wasDue = known ? isDue(known, now) : schedule.reps === 1 ? true : undefined;
  updateCachedCard(queryClient, studySetId, flashCardId, (card) => ({ ...card, due, schedule }));
  const stillDue = isDue({ due }, now);
  if (!stillDue) {
    writeQuery<FlashCardList>(queryClient, studyKeys.due(studySetId), (list) => (list ? { items: list.items.filter((card) => card.id !== flashCardId) } : list));
  }
  if (wasDue === undefined) {
    void queryClient.invalidateQueries({ queryKey: studyKeys.today() });
    void queryClient.invalidateQueries({ queryKey: studyKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: studyKeys.detail(studySetId) });
  } else if (wasDue && !stillDue) {
    countCardStudied(queryClient, studySetId);
  }
}

/** The server's answer to a review sent from the outbox settles the card; after a refused one the study area asks the server again. */
export function settleSentReview(queryClient: QueryClient, event: OutboxEvent): void {
  if (event.request.endpoint.path !== endpoints.studySets.review.path) return;
  if (event.type !== 'sent') {
    void queryClient.invalidateQueries({ queryKey: studyKeys.all });
    return;
  }
  const parsed = flashCardSchema.safeParse(event.response);
  if (!parsed.success) return;
  const { studySetId, id, due, schedule } = parsed.data;
  updateCachedCard(queryClient, studySetId, id, (card) => ({ ...card, due, schedule }));
}
