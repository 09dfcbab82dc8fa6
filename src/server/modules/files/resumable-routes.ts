/*
 * `/api/v1/uploads`: tus 1.0 (creation, termination, expiration) through @tus/server, behind
 * the same session and CSRF checks as every other route. `Upload-Metadata` carries folderId
 * and filename; creation checks them (and the size against the limits) before a byte is
 * sent, and the finished upload goes through the same checks and storing as a multipart one,
 * becoming a FileItem (answered as JSON on the last PATCH) while the tus upload is removed.
 * Unfinished uploads count against the quota by their declared size (resumable-quota.ts).
 * An upload can be seen, resumed or ended only by the user who made it.
 */
import { Readable, pipeline } from 'node:stream';
import { Server, type ServerOptions } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { RESUMABLE_UPLOAD_METADATA, RESUMABLE_UPLOAD_PATH } from '../../../contract/files.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { youngGarbageCollecting } from '../../lib/young-garbage.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errorBody } from '../../plugins/errors.ts';
import { declaredTypeOf, sanitiseFileName } from './file-types.ts';
import { usedBytes } from './file-repository.ts';
import { findFolder } from './folder-repository.ts';
import { newUploadId, resumableQuota } from './resumable-quota.ts';
import { resumableStore } from './resumable-store.ts';
import { tusErrorBody } from './resumable-errors.ts';
import { discardStaged, stageUpload, type StagedFile } from './staging.ts';
import { storeStagedFiles } from './store-files.ts';

const OWNER_KEY = 'userId';
const CUT_OFF_MESSAGE = 'The upload was cut off. Resume it from Upload-Offset.';
const uploadNotFound = () => notFound('Upload');
const uploadParamsSchema = z.object({ uploadId: idSchema });

function metadataText(upload: Upload, key: string): string {
  const value = upload.metadata?.[key];
  if (!value) throw invalidField(`metadata.${key}`, `Upload-Metadata needs "${key}".`);
  return value;
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  let body: ReadableStream<Uint8Array> | undefined;
  if (request.headers['content-type'] === 'application/offset+octet-stream') {
    // A cut connection errors the stream tus reads, which is how it learns to keep what came.
    const counted = youngGarbageCollecting();
    pipeline(request.raw, counted, () => undefined);
    body = Readable.toWeb(counted) as ReadableStream<Uint8Array>;
  }
  return new Request(new URL(request.url, 'http://campus.invalid'), {
    method: request.method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

export const resumableRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = resumableStore(app.config);
  // The Fastify request behind each request tus sees, for its hooks.
  const callers = new WeakMap<Request, FastifyRequest>();
  // Uploads whose tus copy is to be removed once the request that finished them is answered.
  const finished = new WeakMap<Request, string>();
  // The upload each creating request was admitted for, until tus has stored (or refused) it.
  const admitted = new WeakMap<Request, string>();
  const quota = resumableQuota(store, { quotaBytes: app.config.uploadQuotaBytes, usedBytes: (userId) => usedBytes(app.db, userId) });
  const callerOf = (req: Request) => {
    const request = callers.get(req);
    if (!request) throw new Error('tus request without a caller');
    return request;
  };

  const onUploadCreate: ServerOptions['onUploadCreate'] = async (req, upload) => {
    const me = currentUser(callerOf(req));
    const folderId = metadataText(upload, RESUMABLE_UPLOAD_METADATA.folderId);
    const filename = sanitiseFileName(metadataText(upload, RESUMABLE_UPLOAD_METADATA.filename), `metadata.${RESUMABLE_UPLOAD_METADATA.filename}`);
    declaredTypeOf(filename);
    if (upload.size === undefined) throw invalidField('headers.upload-length', 'Upload-Length is required: the size must be known at creation.');
    if (upload.size === 0) throw invalidField('headers.upload-length', `The file "${filename}" is empty.`);
    await findFolder(app.db, me.id, folderId);
    await quota.admit(me.id, upload.id, upload.size);
    admitted.set(req, upload.id);
    return { metadata: { ...upload.metadata, filename, folderId, [OWNER_KEY]: me.id } };
  };

  const onUploadFinish: ServerOptions['onUploadFinish'] = async (req, upload) => {
    const ownerId = metadataText(upload, OWNER_KEY);
    const name = metadataText(upload, RESUMABLE_UPLOAD_METADATA.filename);
    let staged: StagedFile | undefined;
    try {
      staged = await stageUpload(await store.read(upload.id), {
        dir: app.fileJobs.stagingDir,
        name,
        declared: declaredTypeOf(name),
        maxBytes: app.config.uploadMaxBytes,
      });
      const [item] = await storeStagedFiles(app, ownerId, metadataText(upload, RESUMABLE_UPLOAD_METADATA.folderId), [staged]);
      return { status_code: req.method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(item) };
    } finally {
      if (staged) await discardStaged(staged.path);
      // Passed or refused, the tus copy has served its purpose; it goes once tus has answered
      // (a creating POST still reads it after this hook).
      finished.set(req, upload.id);
    }
  };

  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: store.datastore,
    maxSize: app.config.uploadMaxBytes,
    relativeLocation: true,
    // The app and its API share an origin: no CORS answers.
    allowedOrigins: () => false,
    namingFunction: (req) => newUploadId(currentUser(callerOf(req)).id),
    // The upload the preHandler checked is the one tus works on: by default tus reads the id
    // from the end of the whole URL, query string included, which a caller could fill with another's.
    getFileIdFromRequest: (req) => (callers.get(req)?.params as { uploadId?: string } | undefined)?.uploadId,
    onUploadCreate,
    onUploadFinish,
    onResponseError: (req, error) => {
      const request = callers.get(req);
      // A connection that dropped mid-PATCH is what resuming is for, not a fault: what arrived is kept.
      // (A body read to its end is destroyed too, so `destroyed` alone would take every refusal for a cut.)
      const cutOff = request?.raw.readableAborted;
      const body = cutOff ? errorBody(400, 'VALIDATION_FAILED', CUT_OFF_MESSAGE) : tusErrorBody(error, request?.id);
      if (body.statusCode >= 500) request?.log.error({ err: error }, 'resumable upload failed');
      return { status_code: body.statusCode, body: JSON.stringify(body) };
    },
  });
  app.fileJobs.addSweep(() => tus.cleanUpExpiredUploads());

  // tus reads the body itself, as it arrives.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const req = toWebRequest(request);
    callers.set(req, request);
    const res = await tus.handleWeb(req).finally(() => {
      const created = admitted.get(req);
      if (created) quota.created(created);
    });
    const done = finished.get(req);
    if (done) await store.datastore.remove(done).catch(() => undefined);
    let body = await res.text();
    res.headers.forEach((value, name) => {
      if (name !== 'content-length') void reply.header(name, value);
    });
    if (res.status >= 400) {
      // tus answers some refusals in plain text of its own; they leave in the contract's shape too.
      body = body.startsWith('{') ? body : JSON.stringify(tusErrorBody({ status_code: res.status, body }, request.id));
      void reply.header('Content-Type', 'application/json; charset=utf-8');
    }
    return reply.status(res.status).send(body || undefined);
  }

  app.route({ method: ['POST', 'OPTIONS'], url: '/uploads', handler: forward });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/uploads/:uploadId',
    schema: { params: uploadParamsSchema },
    // The upload named in the path, if the caller made it: anyone else's is a 404.
    preHandler: async (request) => {
      const upload = await store.datastore.getUpload(request.params.uploadId).catch(() => undefined);
      if (upload?.metadata?.[OWNER_KEY] !== currentUser(request).id) throw uploadNotFound();
    },
    handler: forward,
  });
};
