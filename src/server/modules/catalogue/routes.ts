import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueCourseSchema,
  catalogueListQuerySchema,
  catalogueListSchema,
  createCatalogueCourseBodySchema,
  updateCatalogueCourseBodySchema,
} from '../../../contract/catalogue.ts';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import { currentAdmin } from '../../plugins/auth.ts';
import {
  catalogueCourseNotFound,
  deleteCatalogueCourse,
  findCatalogueCourse,
  insertCatalogueCourse,
  listCatalogue,
  updateCatalogueCourse,
} from './repository.ts';

/** The course catalogue under /courses-catalogue: every signed-in user reads it; only admins change it. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { querystring: catalogueListQuerySchema, response: { 200: catalogueListSchema } } }, async (request) =>
    listCatalogue(app.db, request.query),
  );

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: catalogueCourseSchema } } }, async (request) => {
    const course = await findCatalogueCourse(app.db, request.params.id);
    if (!course) throw catalogueCourseNotFound();
    return course;
  });

  app.post('/', { schema: { body: createCatalogueCourseBodySchema, response: { 201: catalogueCourseSchema } } }, async (request, reply) => {
    currentAdmin(request);
    return reply.status(201).send(await insertCatalogueCourse(app.db, request.body));
  });

  app.patch(
    '/:id',
    { schema: { params: idParamsSchema, body: updateCatalogueCourseBodySchema, response: { 200: catalogueCourseSchema } } },
    async (request) => {
      currentAdmin(request);
      return updateCatalogueCourse(app.db, request.params.id, request.body);
    },
  );

  app.delete('/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    currentAdmin(request);
    await deleteCatalogueCourse(app.db, request.params.id);
    return { id: request.params.id };
  });
};
