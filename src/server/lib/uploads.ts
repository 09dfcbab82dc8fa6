import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, invalidField } from './http-error.ts';

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export const unsupportedMediaType = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** The one file of a multipart request, read into memory (the size limit applies while reading). */
export async function singleUpload(request: FastifyRequest, field = 'file'): Promise<{ file: MultipartFile; data: Buffer }> {
  if (!request.isMultipart()) throw unsupportedMediaType('The upload must be multipart/form-data.');
  const file = await request.file();
  if (!file || file.fieldname !== field) throw invalidField(`body.${field}`, `Attach a file in the "${field}" field.`);
  return { file, data: await readWithinLimit(request, file) };
}

/**
 * A file over the limit fails as it crosses it, so its 413 goes out while the client is
 * still sending (the body-drain plugin reads the rest), not once the whole upload is in.
 */
function readWithinLimit(request: FastifyRequest, file: MultipartFile): Promise<Buffer> {
  const tooLarge = () => new request.server.multipartErrors.RequestFileTooLargeError();
  const reading = file.toBuffer();
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
