import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_FIELD, UPLOAD_FILES_MAX, fileListSchema, folderIdParamsSchema } from '../../../contract/files.ts';
import { invalidField } from '../../lib/http-error.ts';
import { multipartFiles, unsupportedMediaType } from '../../lib/uploads.ts';
import { currentUser } from '../../plugins/auth.ts';
import { declaredTypeOf, sanitiseFileName } from './file-types.ts';
import { findFolder } from './folder-repository.ts';
import { discardStaged, stageUpload, type StagedFile } from './staging.ts';
import { storeStagedFiles } from './store-files.ts';

const fieldPath = `body.${UPLOAD_FIELD}`;
const tooManyFiles = () => invalidField(fieldPath, `Upload at most ${UPLOAD_FILES_MAX} files at a time.`);
const isFilesLimit = (error: unknown) => (error as { code?: unknown }).code === 'FST_FILES_LIMIT';

/**
 * `POST /folders/upload/{folderId}`: multipart, field `file` up to 10 times. All the files go
 * in or none does. The body is streamed part by part, so it has no schema here; each part is
 * checked as it arrives (name, type, size, content).
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/folders/upload/:folderId',
    { schema: { params: folderIdParamsSchema, response: { 201: fileListSchema }, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const me = currentUser(request);
      if (!request.isMultipart()) throw unsupportedMediaType('The upload must be multipart/form-data.');
      const { folderId } = request.params;
      await findFolder(app.db, me.id, folderId);

      const staged: StagedFile[] = [];
      try {
        for await (const part of multipartFiles(request, UPLOAD_FIELD)) {
          const name = sanitiseFileName(part.filename, fieldPath);
          staged.push(
            await stageUpload(part.file, {
              dir: app.fileJobs.stagingDir,
              name,
              declared: declaredTypeOf(name),
              maxBytes: app.config.uploadMaxBytes,
              truncated: () => part.file.truncated,
              sentByClient: true,
            }),
          );
        }
        if (staged.length === 0) throw invalidField(fieldPath, `Attach at least one file in the "${UPLOAD_FIELD}" field.`);
        const items = await storeStagedFiles(app, me.id, folderId, staged);
        return reply.status(201).send({ items });
      } catch (error) {
        throw isFilesLimit(error) ? tooManyFiles() : error;
      } finally {
        await Promise.all(staged.map((file) => discardStaged(file.path)));
      }
    },
  );
};
