import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileRoutes } from './profile-routes.ts';
import { relationRoutes } from './relation-routes.ts';

/** People under /auth (where the API has always put them): profiles, search, follows and collaborations. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(relationRoutes);
};
