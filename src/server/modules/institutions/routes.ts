import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { institutionSchema, institutions } from '../../../contract/institutions.ts';

export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/institutions',
    { config: { public: true }, schema: { response: { 200: z.object({ items: z.array(institutionSchema) }) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { items: [...institutions] };
    },
  );
};
