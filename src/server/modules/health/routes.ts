import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  realtime: z.enum(['local', 'redis']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { public: true }, schema: { response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
    database: app.dbKind,
    realtime: app.config.redisUrl ? ('redis' as const) : ('local' as const),
  }));
};
