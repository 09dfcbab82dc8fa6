import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { topicListSchema } from '../../../contract/groups.ts';

/** The topics groups take: the courses of the catalogue, by title. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: topicListSchema } } }, async () => ({
    items: await app.db.selectFrom('catalogue_courses').select(['id', 'title as name']).orderBy('title').orderBy('id').execute(),
  }));
};
