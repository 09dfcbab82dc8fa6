/*
 * tus 1.0 at /api/v1/uploads over an in-memory store, as the server speaks it: creation with
 * Upload-Length and Upload-Metadata (folderId, filename), HEAD for the offset, PATCH at the
 * right offset only (409 otherwise), and a FileItem answered by the PATCH that completes the
 * upload (the upload itself is then gone: 404). Only its maker may see or resume one.
 */
import { http, HttpResponse } from 'msw';
import { RESUMABLE_UPLOAD_METADATA, RESUMABLE_UPLOAD_PATH } from '../../src/contract/files.ts';
import { apiError } from './errors.ts';
import { filesDb, seedFile } from './files-handlers.ts';
import { signedIn } from './session.ts';

type StoredUpload = { id: string; ownerId: string; folderId: string; filename: string; length: number; offset: number; patches: number[] };

export const uploadsDb = { uploads: [] as StoredUpload[], finished: [] as StoredUpload[], nextId: 1 };

export function resetUploadsDb(): void {
  uploadsDb.uploads = [];
  uploadsDb.finished = [];
  uploadsDb.nextId = 1;
}

const TUS_HEADERS = { 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' };

function readMetadata(header: string | null): Record<string, string> {
  const pairs = (header ?? '').split(',').map((pair) => pair.trim().split(' '));
  return Object.fromEntries(pairs.filter(([key]) => key).map(([key, value]) => [key, value ? atob(value) : '']));
}

function ownUpload(request: Request, id: string): StoredUpload {
  const ownerId = signedIn(request).me.id;
  const upload = uploadsDb.uploads.find((stored) => stored.id === id && stored.ownerId === ownerId);
  // MSW sends a thrown response as the answer.
  if (!upload) throw apiError(404, 'NOT_FOUND', 'Upload not found.');
  return upload;
}

export const uploadsHandlers = [
  http.post(RESUMABLE_UPLOAD_PATH, ({ request }) => {
    const ownerId = signedIn(request).me.id;
    const metadata = readMetadata(request.headers.get('upload-metadata'));
    const folderId = metadata[RESUMABLE_UPLOAD_METADATA.folderId] ?? '';
    const filename = metadata[RESUMABLE_UPLOAD_METADATA.filename] ?? '';
    const length = Number(request.headers.get('upload-length'));
    if (!filesDb.folders.some((folder) => folder.id === folderId && folder.ownerId === ownerId)) return apiError(404, 'NOT_FOUND', 'Folder not found.');
    if (!filename || !(length > 0)) return apiError(400, 'VALIDATION_FAILED', 'Upload-Length and a filename are required.');
    const id = `tus${String(uploadsDb.nextId++).padStart(4, '0')}`;
    uploadsDb.uploads.push({ id, ownerId, folderId, filename, length, offset: 0, patches: [] });
    return new HttpResponse(null, { status: 201, headers: { ...TUS_HEADERS, Location: `${RESUMABLE_UPLOAD_PATH}/${id}` } });
  }),

  http.head(`${RESUMABLE_UPLOAD_PATH}/:id`, ({ request, params }) => {
    const upload = ownUpload(request, String(params.id));
    return new HttpResponse(null, { status: 200, headers: { ...TUS_HEADERS, 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) } });
  }),

  http.patch(`${RESUMABLE_UPLOAD_PATH}/:id`, async ({ request, params }) => {
    const upload = ownUpload(request, String(params.id));
    if (Number(request.headers.get('upload-offset')) !== upload.offset) return apiError(409, 'CONFLICT', 'Upload-Offset does not match the upload.');
    const received = (await request.arrayBuffer()).byteLength;
    upload.offset += received;
    upload.patches.push(received);
    if (upload.offset < upload.length) return new HttpResponse(null, { status: 204, headers: { ...TUS_HEADERS, 'Upload-Offset': String(upload.offset) } });
    uploadsDb.uploads = uploadsDb.uploads.filter((stored) => stored !== upload);
    uploadsDb.finished.push(upload);
    const item = seedFile(upload.ownerId, upload.folderId, { name: upload.filename, sizeBytes: upload.length, mimeType: 'application/pdf' });
    return HttpResponse.json(item, { status: 200, headers: { ...TUS_HEADERS, 'Upload-Offset': String(upload.offset) } });
  }),

  http.delete(`${RESUMABLE_UPLOAD_PATH}/:id`, ({ request, params }) => {
    const upload = ownUpload(request, String(params.id));
    uploadsDb.uploads = uploadsDb.uploads.filter((stored) => stored !== upload);
    return new HttpResponse(null, { status: 204, headers: TUS_HEADERS });
  }),
];
