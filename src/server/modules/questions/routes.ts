import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import { createQuestionBodySchema, questionListQuerySchema, questionListSchema, questionSchema, type QuestionList } from '../../../contract/questions.ts';
import { ReadCache } from '../../db/read-cache.ts';
import { forbidden } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readFacets } from './facets.ts';
import { toQuestion } from './mappers.ts';
import { practiceRoutes } from './practice-routes.ts';
import { deleteQuestion, findQuestion, insertQuestions, questionNotFound, questionPage } from './repository.ts';

/** The question bank under /questions-bank: every signed-in user reads all of it and adds to it. */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Pages are the same for every reader; on SQLite one is served again until the bank or a writer's name changes.
  const pages = new ReadCache<QuestionList>(app.dbChangeStamp, {
    maxBytes: 8 * 2 ** 20,
    sizeOf: (page) => JSON.stringify(page).length,
    ttlMs: 60_000,
    tables: ['questions', 'question_facets', 'users'],
  });

  // Static paths before `/:id`, so `/practice` is never taken for a question id.
  await app.register(practiceRoutes, { prefix: '/practice' });

  app.post('/create', { schema: { body: createQuestionBodySchema, response: { 201: questionSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const [row] = await app.db.transaction().execute((trx) => insertQuestions(trx, me.id, [request.body]));
    const created = row && (await findQuestion(app.db, row.id));
    if (!created) throw questionNotFound();
    return reply.status(201).send(toQuestion(created));
  });

  app.get('/', { schema: { querystring: questionListQuerySchema, response: { 200: questionListSchema } } }, async (request) => {
    const query = request.query;
    return pages.get(JSON.stringify(query), async () => {
      const [page, filters] = await Promise.all([questionPage(app.db, query), readFacets(app.db, query.course)]);
      return { items: page.rows.map(toQuestion), nextCursor: page.nextCursor, filters };
    });
  });

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: questionSchema } } }, async (request) => {
    const row = await findQuestion(app.db, request.params.id);
    if (!row) throw questionNotFound();
    return toQuestion(row);
  });

  app.delete('/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    const row = await findQuestion(app.db, request.params.id);
    if (!row) throw questionNotFound();
    if (row.created_by !== me.id && me.role !== 'admin') throw forbidden('Only the question’s author or an admin can delete it.');
    await deleteQuestion(app.db, row.id);
    return { id: row.id };
  });
};
