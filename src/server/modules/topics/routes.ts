import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { topicListSchema } from '../../../contract/groups.ts';

/** The course list offered as group topics (seeded with the core law courses). */
export const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: topicListSchema } } }, async () => ({
    items: await app.db.selectFrom('topics').select(['id', 'name']).orderBy('position').orderBy('name').execute(),
  }));
};
