/* Speaking tus 1.0 to /api/v1/uploads through app.inject, as tus-js-client would. */
import type { Readable } from 'node:stream';
import type { App } from '../../../src/server/app.ts';
import { as, type TestUser } from './users.ts';

const TUS = { 'tus-resumable': '1.0.0' };

export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export function createUpload(app: App, user: TestUser, fields: Record<string, string>, length: number | undefined, headers: Record<string, string> = {}) {
  return as(app, user)({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { ...TUS, 'upload-metadata': tusMetadata(fields), ...(length === undefined ? {} : { 'upload-length': String(length) }), ...headers },
  });
}

/** Creates an upload and answers its address (Location). */
export async function startUpload(app: App, user: TestUser, fields: Record<string, string>, length: number): Promise<string> {
  const response = await createUpload(app, user, fields, length);
  if (response.statusCode !== 201) throw new Error(`tus creation failed: ${response.statusCode} ${response.body}`);
  return response.headers.location as string;
}

export function patchUpload(app: App, user: TestUser, location: string, offset: number, body: Buffer | Readable, contentLength?: number) {
  return as(app, user)({
    method: 'PATCH',
    url: location,
    headers: {
      ...TUS,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      ...(contentLength === undefined ? {} : { 'content-length': String(contentLength) }),
    },
    payload: body,
  });
}

export function headUpload(app: App, user: TestUser, location: string) {
  return as(app, user)({ method: 'HEAD', url: location, headers: TUS });
}

export function deleteUpload(app: App, user: TestUser, location: string) {
  return as(app, user)({ method: 'DELETE', url: location, headers: TUS });
}
