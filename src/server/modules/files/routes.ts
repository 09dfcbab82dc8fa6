import type { FastifyPluginAsync } from 'fastify';
import { contentRoutes } from './content-routes.ts';
import { folderRoutes } from './folder-routes.ts';
import { resumableRoutes } from './resumable-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

/** Folders and files: `/folders…`, `/files/{id}/…` and the tus endpoint `/uploads`. */
export const filesModule: FastifyPluginAsync = async (app) => {
  await app.register(folderRoutes, { prefix: '/folders' });
  await app.register(uploadRoutes);
  await app.register(contentRoutes);
  await app.register(resumableRoutes);
};
