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
  return { file, data: await file.toBuffer() };
}

/** The image type sniffed from the bytes, whatever name or type the client claimed. */
export async function sniffImage(data: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !IMAGE_MIME_TYPES.includes(type.mime)) {
    throw unsupportedMediaType('Please upload a JPEG, PNG, GIF or WebP image.');
  }
  return type.mime;
}
