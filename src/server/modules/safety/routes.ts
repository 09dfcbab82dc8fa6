import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin-routes.ts';
import { blockRoutes } from './block-routes.ts';
import { reportRoutes } from './report-routes.ts';

/** Safety: reports (/reports), the moderation queue (/admin) and blocks (/auth/block…). */
export const safetyModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportRoutes, { prefix: '/reports' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(blockRoutes, { prefix: '/auth' });
};
