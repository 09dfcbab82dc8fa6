/*
 * Answering a card in a study session. The card moves at once (the session works out the
 * schedule the server will give, with the same FSRS setup), and the review goes to the outbox,
 * which keeps it in IndexedDB until the server has it, in order, across a reload or a time
 * offline. Its reviewId, made here, is also its Idempotency-Key (a Retry after a refusal takes a
 * new key; the reviewId stays): sent twice, it counts once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { v7 as uuidv7 } from 'uuid';
import { endpoints } from '../../../../contract/endpoints.ts';
import type { FlashCard, FlashCardSchedule, ReviewBody, ReviewRating } from '../../../../contract/study.ts';
import { catalogue } from '../../../lib/catalogue.ts';
import { enqueueRequest, onOutboxEvent, type QueuedRequest } from '../../../lib/outbox.ts';
import { stopFetchesUnder } from '../../../lib/query-write.ts';
import { applyReview } from './card-cache.ts';
import { studyKeys } from './keys.ts';

export type ReviewInput = { card: FlashCard; rating: ReviewRating; reviewedAt: Date; next: { due: string; schedule: FlashCardSchedule } };

/** The review as the outbox keeps it until the server has it. */
export function reviewRequest({ card, rating, reviewedAt }: Pick<ReviewInput, 'card' | 'rating' | 'reviewedAt'>, reviewId = uuidv7()): QueuedRequest {
  const json: ReviewBody = { rating, reviewedAt: reviewedAt.toISOString(), reviewId };
  return { id: reviewId, kind: 'review', endpoint: endpoints.studySets.review, params: { id: card.id }, json, idempotencyKey: reviewId, createdAt: new Date().toISOString() };
}

/**
 * Answers a card: the cache moves at once, and the review is sent (or waits to be). Study
 * fetches under way answer from before it: they are stopped, and asked again once the outbox
 * is done with the review.
 */
export function useReviewFlashCard() {
  const queryClient = useQueryClient();
  return useCallback(
    (input: ReviewInput) => {
      const { card, next, reviewedAt } = input;
      const fetchAgain = stopFetchesUnder(queryClient, studyKeys.all);
      applyReview(queryClient, { flashCardId: card.id, studySetId: card.studySetId, ...next }, card, reviewedAt.getTime());
      const request = reviewRequest(input);
      const stopListening = onOutboxEvent((event) => {
        if (event.request.id !== request.id) return;
        stopListening();
        fetchAgain();
      });
      enqueueRequest(request).catch(() => {
        stopListening();
        fetchAgain();
        toast.error(catalogue.error);
      });
    },
    [queryClient],
  );
}
