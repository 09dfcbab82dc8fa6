import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema } from '../../../contract/common.ts';
import {
  answerPracticeBodySchema,
  answerPracticeResponseSchema,
  practiceResultListSchema,
  practiceResultSchema,
  practiceSchema,
  startPracticeBodySchema,
} from '../../../contract/practice.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  answerPractice,
  currentPractice,
  finishExpiredPractices,
  finishPractice,
  finishedPracticePage,
  findOwnPractice,
  practiceNotFound,
  startPractice,
} from './practice-repository.ts';
import { toPractice, toPracticeResults } from './practice-results.ts';

/**
 * Practice and the exam simulator, under /questions-bank/practice: each practice is its
 * owner's alone (404 to anyone else). No background timer is needed: an exam whose time is
 * up is finished by the first request that touches it, or lists it.
 */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { schema: { body: startPracticeBodySchema, response: { 201: practiceSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const now = app.clock.now();
    // An exam that ran out counts its wrong answers as missed from that moment on.
    if (request.body.onlyMissed) await finishExpiredPractices(app.db, me.id, now);
    const id = await startPractice(app.db, me.id, request.body, now);
    return reply.status(201).send(await toPractice(app.db, await findOwnPractice(app.db, id, me.id)));
  });

  app.get('/', { schema: { querystring: pageQuerySchema, response: { 200: practiceResultListSchema } } }, async (request) => {
    const me = currentUser(request);
    await finishExpiredPractices(app.db, me.id, app.clock.now());
    const page = await finishedPracticePage(app.db, me.id, request.query);
    return { items: await toPracticeResults(app.db, page.rows), nextCursor: page.nextCursor };
  });

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: practiceSchema } } }, async (request) => {
    const me = currentUser(request);
    return toPractice(app.db, await currentPractice(app.db, request.params.id, me.id, app.clock.now()));
  });

  app.post(
    '/:id/answer',
    { schema: { params: idParamsSchema, body: answerPracticeBodySchema, response: { 200: answerPracticeResponseSchema } } },
    async (request) => {
      const me = currentUser(request);
      const now = app.clock.now();
      const practice = await currentPractice(app.db, request.params.id, me.id, now);
      return answerPractice(app.db, practice, request.body, now);
    },
  );

  // Finishing again answers the same result, so a resent finish is harmless.
  app.post('/:id/finish', { schema: { params: idParamsSchema, response: { 200: practiceResultSchema } } }, async (request) => {
    const me = currentUser(request);
    const now = app.clock.now();
    const practice = await currentPractice(app.db, request.params.id, me.id, now);
    await finishPractice(app.db, practice, now);
    const [result] = await toPracticeResults(app.db, [await findOwnPractice(app.db, practice.id, me.id)]);
    if (!result) throw practiceNotFound();
    return result;
  });
};
