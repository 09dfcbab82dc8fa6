import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import {
  courseOutlineListSchema,
  courseOutlineSchema,
  createCourseOutlineBodySchema,
  updateCourseOutlineBodySchema,
} from '../../../contract/outlines.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deleteOutline, findOutline, insertOutline, listOutlines, updateOutline } from './repository.ts';

/** Course outlines (`/course-outline`), owner only. */
export const outlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/create', { schema: { body: createCourseOutlineBodySchema, response: { 201: courseOutlineSchema } } }, async (request, reply) => {
    const outline = await insertOutline(app.db, currentUser(request).id, request.body);
    return reply.status(201).send(outline);
  });

  app.patch(
    '/update/:id',
    { schema: { params: idParamsSchema, body: updateCourseOutlineBodySchema, response: { 200: courseOutlineSchema } } },
    async (request) => updateOutline(app.db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete('/delete/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    await deleteOutline(app.db, currentUser(request).id, request.params.id);
    return { id: request.params.id };
  });

  app.get('/', { schema: { response: { 200: courseOutlineListSchema } } }, async (request) => ({
    items: await listOutlines(app.db, currentUser(request).id),
  }));

  app.get('/:id', { schema: { params: idParamsSchema, response: { 200: courseOutlineSchema } } }, async (request) =>
    findOutline(app.db, currentUser(request).id, request.params.id),
  );
};
