import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import {
  createFolderBodySchema,
  fileListSchema,
  folderIdParamsSchema,
  folderListSchema,
  folderSchema,
  updateFolderBodySchema,
} from '../../../contract/files.ts';
import type { Storage } from '../../lib/storage.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deleteFile, deleteFolder, listFiles, usedBytes, type RemovedFile } from './file-repository.ts';
import { insertFolder, listFolders, renameFolder } from './folder-repository.ts';

/** After the rows are gone: a removal that fails now is left to the sweep. */
async function removeBytes(storage: Storage, files: RemovedFile[]): Promise<void> {
  const keys = files.flatMap((file) => (file.thumbnail_key ? [file.storage_key, file.thumbnail_key] : [file.storage_key]));
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** Folders (`/folders`) and their files, owner only. */
export const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/create', { schema: { body: createFolderBodySchema, response: { 201: folderSchema } } }, async (request, reply) => {
    const folder = await insertFolder(app.db, currentUser(request).id, request.body.name);
    return reply.status(201).send(folder);
  });

  app.patch(
    '/update/:folderId',
    { schema: { params: folderIdParamsSchema, body: updateFolderBodySchema, response: { 200: folderSchema } } },
    async (request) => renameFolder(app.db, currentUser(request).id, request.params.folderId, request.body.name),
  );

  app.get('/', { schema: { response: { 200: folderListSchema } } }, async (request) => {
    const me = currentUser(request);
    const [items, used] = await Promise.all([listFolders(app.db, me.id), usedBytes(app.db, me.id)]);
    return { items, usage: { usedBytes: used, quotaBytes: app.config.uploadQuotaBytes } };
  });

  app.get('/files/:folderId', { schema: { params: folderIdParamsSchema, response: { 200: fileListSchema } } }, async (request) => ({
    items: await listFiles(app.db, currentUser(request).id, request.params.folderId),
  }));

  app.delete('/delete/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const removed = await deleteFolder(app.db, currentUser(request).id, request.params.id);
    await removeBytes(app.storage, removed);
    return { id: request.params.id };
  });

  app.delete('/file/delete/:id', { schema: { params: idParamsSchema, response: { 200: deletedSchema } } }, async (request) => {
    const removed = await deleteFile(app.db, currentUser(request).id, request.params.id);
    await removeBytes(app.storage, [removed]);
    return { id: request.params.id };
  });
};
