/*
 * A file's bytes and its thumbnail, to its owner only. Uploaded content is never trusted as
 * a page: it is served as the type its checked extension declares, with nosniff and a
 * sandboxing CSP, and as an attachment unless it is an image or a PDF.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/common.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ByteRange } from '../../lib/storage.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findFile } from './file-repository.ts';
import { matchesEtag, requestedRange } from './http-caching.ts';

const opensInline = (mimeType: string) => mimeType.startsWith('image/') || mimeType === 'application/pdf';

/** RFC 6266: an ASCII stand-in for old clients, the real name in UTF-8 for the rest. */
function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sets the validators; true when the client's copy is current and a 304 will do. */
function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  return matchesEtag(request.headers['if-none-match'], etag);
}

function describeContent(reply: FastifyReply, mimeType: string): FastifyReply {
  return reply
    .header('Content-Type', mimeType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', 'sandbox');
}

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  async function open(request: FastifyRequest, key: string, range?: ByteRange) {
    const stream = await app.storage.get(key, range);
    if (!stream) request.log.error({ key }, 'stored bytes missing for a file row');
    return stream;
  }

  // Compressing would break byte ranges, and most of these formats are compressed already.
  app.get('/files/:id/content', { schema: { params: idParamsSchema }, compress: false }, async (request, reply) => {
    const file = await findFile(app.db, currentUser(request).id, request.params.id);
    const size = Number(file.size_bytes);
    const etag = `"${file.sha256}"`;
    if (isNotModified(request, reply, etag)) return reply.status(304).send();

    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== etag ? undefined : requestedRange(request.headers.range, size);
    const stream = await open(request, file.storage_key, range);
    if (!stream) throw notFound('File');
    describeContent(reply, file.mime_type)
      .header('Content-Disposition', contentDisposition(file.name, opensInline(file.mime_type)))
      .header('Accept-Ranges', 'bytes');
    if (!range) return reply.header('Content-Length', size).send(stream);
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(stream);
  });

  // Thumbnails are small and sent whole, whatever Range says.
  app.get('/files/:id/thumbnail', { schema: { params: idParamsSchema }, compress: false }, async (request, reply) => {
    const file = await findFile(app.db, currentUser(request).id, request.params.id);
    if (!file.thumbnail_key) throw notFound('Thumbnail');
    if (isNotModified(request, reply, `"thumb-${file.sha256}"`)) return reply.status(304).send();
    const stream = await open(request, file.thumbnail_key);
    if (!stream) throw notFound('Thumbnail');
    return describeContent(reply, 'image/webp').send(stream);
  });
};
