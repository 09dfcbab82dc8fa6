import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseFlashListQuerySchema, caseFlashListSchema, caseFlashSchema, createCaseFlashBodySchema } from '../../../contract/case-flashes.ts';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import { forbidden } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { caseFlashNotFound, deleteCaseFlash, findCaseFlash, insertCaseFlashes, listCaseFlashes } from './repository.ts';

/** Case flashes under /case-flashes: every signed-in user reads them all and adds to them. */
export const caseFlashRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', { schema: { body: createCaseFlashBodySchema, response: { 201: caseFlashSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    const [id] = await insertCaseFlashes(app.db, me.id, [request.body]);
    const created = id && (await findCaseFlash(app.db, id));
    if (!created) throw caseFlashNotFound();
    return reply.status(201).send(created);
  });

  app.get('/', { schema: { querystring: caseFlashListQuerySchema, response: { 200: caseFlashListSchema } } }, async (request) =>
    listCaseFlashes(app.db, request.query),
  );

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: caseFlashSchema } } }, async (request) => {
    const found = await findCaseFlash(app.db, request.params.id);
    if (!found) throw caseFlashNotFound();
    return found;
  });

  app.delete('/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const me = currentUser(request);
    const found = await findCaseFlash(app.db, request.params.id);
    if (!found) throw caseFlashNotFound();
    if (found.createdBy?.id !== me.id && me.role !== 'admin') throw forbidden('Only the case flash’s author or an admin can delete it.');
    await deleteCaseFlash(app.db, found.id);
    return { id: found.id };
  });
};
