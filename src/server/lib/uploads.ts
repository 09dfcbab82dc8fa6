import type { MultipartFile } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, invalidField } from './http-error.ts';

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export const unsupportedMediaType = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

const malformedMultipart = () => invalidField('body', 'The multipart body is malformed.');
const notInField = (name: string, field: string) => invalidField(`body.${name}`, `Send files in the "${field}" field.`);
const cutOff = () => invalidField('body', 'The upload ended before the whole file arrived.');

/**
 * Reads an upload's stream to its end with `read`. A stream its source ended early (a multipart
 * body cut off inside the file, which busboy reports without a code or by closing the stream)
 * is the client's fault, a 400; errors with a system code (the disk's) stay the server's.
 * A stream already closed is refused at once: Node's pipeline would wait on it forever.
 */
export async function readToEnd<T>(source: Readable, read: (source: Readable) => Promise<T>): Promise<T> {
  if (source.destroyed) throw cutOff();
  try {
    return await read(source);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw error instanceof HttpError || (code !== undefined && code !== 'ERR_STREAM_PREMATURE_CLOSE') ? error : cutOff();
  }
}

/**
 * The files of a multipart request, in order, each in `field`; any other part is refused as it
 * comes, before busboy's own limit on fields could leave a file unread. A body busboy cannot
 * read (no boundary) is a 400.
 */
export async function* multipartFiles(request: FastifyRequest, field: string): AsyncGenerator<MultipartFile> {
  if (!request.isMultipart()) throw unsupportedMediaType('The upload must be multipart/form-data.');
  const parts = request.parts();
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw (error as { code?: unknown }).code === undefined ? malformedMultipart() : error;
    });
    if (next.done) return;
    const part = next.value;
    if (part.type !== 'file' || part.fieldname !== field) throw notInField(part.fieldname, field);
    yield part;
  }
}

/** The one file of a multipart request, read into memory (the size limit applies while reading). */
export async function singleUpload(request: FastifyRequest, field = 'file'): Promise<{ file: MultipartFile; data: Buffer }> {
  const files = multipartFiles(request, field);
  const { value: file } = await files.next();
  if (!file) throw invalidField(`body.${field}`, `Attach a file in the "${field}" field.`);
  return { file, data: await readWithinLimit(request, file) };
}

/**
 * A file over the limit fails as it crosses it, so its 413 goes out while the client is
 * still sending (the body-drain plugin reads the rest), not once the whole upload is in.
 */
function readWithinLimit(request: FastifyRequest, file: MultipartFile): Promise<Buffer> {
  const tooLarge = () => new request.server.multipartErrors.RequestFileTooLargeError();
  const reading = readToEnd(file.file, () => file.toBuffer());
  const crossed = new Promise<never>((_resolve, reject) => {
    if (file.file.truncated) reject(tooLarge());
    file.file.once('limit', () => reject(tooLarge()));
  });
  // Whichever settles second no longer matters.
  reading.catch(() => undefined);
  crossed.catch(() => undefined);
  return Promise.race([reading, crossed]);
}

/** The image type sniffed from the bytes, whatever name or type the client claimed. */
export async function sniffImage(data: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !IMAGE_MIME_TYPES.includes(type.mime)) {
    throw unsupportedMediaType('Please upload a JPEG, PNG, GIF or WebP image.');
  }
  return type.mime;
}
