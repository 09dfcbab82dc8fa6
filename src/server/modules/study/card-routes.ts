import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import {
  REVIEW_FUTURE_TOLERANCE_MS,
  bulkFlashCardsBodySchema,
  createFlashCardBodySchema,
  flashCardListQuerySchema,
  flashCardListSchema,
  flashCardSchema,
  reviewBodySchema,
  updateFlashCardBodySchema,
} from '../../../contract/study.ts';
import { invalidField } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { flashCardNotFound, ownedCard, ownedSet, visibleSet } from './access.ts';
import { appendCards, cardsOf, deleteCard, findCard, updateCard } from './card-repository.ts';
import { newFlashCard, toFlashCard } from './mappers.ts';
import { announceReview, requestingSocket } from './realtime.ts';
import { createReviewWriter } from './review-writer.ts';

/** Flash cards under /study-sets/flash-cards: changed by the set's owner, read and reviewed by anyone who can see the set. */
export const flashCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const recordReview = createReviewWriter(app.db, app.dbKind);
  const loadCard = async (id: string, viewerId: string) => {
    const row = await findCard(app.db, id, viewerId);
    if (!row) throw flashCardNotFound();
    return toFlashCard(row);
  };

  app.post('/create', { schema: { body: createFlashCardBodySchema, response: { 201: flashCardSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const { studySetId, front, back } = request.body;
    await ownedSet(app.db, studySetId, me.id);
    const [row] = await appendCards(app.db, studySetId, [{ front, back }]);
    if (!row) throw flashCardNotFound();
    return reply.status(201).send(newFlashCard(row));
  });

  app.post('/bulk', { schema: { body: bulkFlashCardsBodySchema, response: { 201: flashCardListSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const { studySetId, cards } = request.body;
    await ownedSet(app.db, studySetId, me.id);
    const rows = await appendCards(app.db, studySetId, cards);
    return reply.status(201).send({ items: rows.map(newFlashCard) });
  });

  app.patch(
    '/update/:id',
    { schema: { params: idParamsSchema, body: updateFlashCardBodySchema, response: { 200: flashCardSchema } } },
    async (request) => {
      const me = currentUser(request);
      await ownedCard(app.db, request.params.id, me.id);
      await updateCard(app.db, request.params.id, request.body);
      return loadCard(request.params.id, me.id);
    },
  );

  app.delete('/delete/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    const card = await ownedCard(app.db, request.params.id, me.id);
    await deleteCard(app.db, app.dbKind, card.id, card.study_set_id);
    return { id: card.id };
  });

  app.get('/', { schema: { querystring: flashCardListQuerySchema, response: { 200: flashCardListSchema } } }, async (request) => {
    const me = currentUser(request);
    await visibleSet(app.db, request.query.studySetId, me.id);
    const rows = await cardsOf(app.db, request.query.studySetId, me.id);
    return { items: rows.map(toFlashCard) };
  });

  app.post(
    '/:id/review',
    { config: { idempotent: true }, schema: { params: idParamsSchema, body: reviewBodySchema, response: { 200: flashCardSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { rating, reviewId } = request.body;
      const reviewedAt = new Date(request.body.reviewedAt);
      if (reviewedAt.getTime() > Date.now() + REVIEW_FUTURE_TOLERANCE_MS) {
        throw invalidField('body.reviewedAt', 'reviewedAt is more than 5 minutes in the future; check the device clock.');
      }
      const { card, replayed } = await recordReview({ userId: me.id, cardId: request.params.id, rating, reviewedAt, reviewId });
      if (!replayed && card.due && card.schedule) {
        announceReview(app, me.id, { flashCardId: card.id, studySetId: card.studySetId, due: card.due, schedule: card.schedule }, requestingSocket(request));
      }
      return card;
    },
  );
};
