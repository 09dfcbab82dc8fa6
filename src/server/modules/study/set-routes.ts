import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import {
  createStudySetBodySchema,
  dueQuerySchema,
  flashCardListSchema,
  studySetDetailSchema,
  studySetFromCaseFlashesBodySchema,
  studySetListQuerySchema,
  studySetListSchema,
  studySetSchema,
  updateStudySetBodySchema,
} from '../../../contract/study.ts';
import { nowIso } from '../../lib/ids.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ownedSet, studySetNotFound, visibleSet } from './access.ts';
import { cardsFromCaseFlashes } from './case-cards.ts';
import { cardsOf, dueCardsOf } from './card-repository.ts';
import { toFlashCard, toStudySet } from './mappers.ts';
import { findStudySet, listStudySets } from './set-reads.ts';
import { deleteStudySet, insertStudySet, updateStudySet } from './set-repository.ts';

/** Study sets under /study-sets: create, change and delete (owner), list and read (owner, or anyone when public). */
export const studySetRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The set as `viewerId` sees it, with their due count. */
  const loadSet = async (id: string, viewerId: string) => {
    const row = await findStudySet(app.db, id, viewerId, nowIso());
    if (!row) throw studySetNotFound();
    return toStudySet(row);
  };

  app.post('/create', { schema: { body: createStudySetBodySchema, response: { 201: studySetSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const id = await insertStudySet(app.db, { ownerId: me.id, ...request.body });
    return reply.status(201).send(await loadSet(id, me.id));
  });

  app.post(
    '/from-case-flashes',
    { schema: { body: studySetFromCaseFlashesBodySchema, response: { 201: studySetSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { cards, course } = await cardsFromCaseFlashes(app.db, request.body.caseFlashIds);
      const id = await insertStudySet(app.db, {
        ownerId: me.id,
        title: request.body.title,
        description: '',
        course,
        visibility: 'private',
        flashCards: cards,
      });
      return reply.status(201).send(await loadSet(id, me.id));
    },
  );

  app.patch(
    '/update/:id',
    { schema: { params: idParamsSchema, body: updateStudySetBodySchema, response: { 200: studySetSchema } } },
    async (request) => {
      const me = currentUser(request);
      await ownedSet(app.db, request.params.id, me.id);
      await updateStudySet(app.db, request.params.id, request.body);
      return loadSet(request.params.id, me.id);
    },
  );

  app.delete('/delete/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    await ownedSet(app.db, request.params.id, me.id);
    await deleteStudySet(app.db, request.params.id);
    return { id: request.params.id };
  });

  app.get('/', { schema: { querystring: studySetListQuerySchema, response: { 200: studySetListSchema } } }, async (request) => {
    const me = currentUser(request);
    const { take } = request.query;
    const rows = await listStudySets(app.db, me.id, request.query, nowIso());
    const page = rows.slice(0, take);
    return {
      items: page.map(toStudySet),
      nextCursor: rows.length > take ? (page.at(-1)?.id ?? null) : null,
    };
  });

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: studySetDetailSchema } } }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    await visibleSet(app.db, id, me.id);
    const [set, cards] = await Promise.all([loadSet(id, me.id), cardsOf(app.db, id, me.id)]);
    return { ...set, flashCards: cards.map(toFlashCard) };
  });

  app.get(
    '/:id/due',
    { schema: { params: idParamsSchema, querystring: dueQuerySchema, response: { 200: flashCardListSchema } } },
    async (request) => {
      const me = currentUser(request);
      await visibleSet(app.db, request.params.id, me.id);
      const cards = await dueCardsOf(app.db, request.params.id, me.id, nowIso(), request.query.take);
      return { items: cards.map(toFlashCard) };
    },
  );
};
