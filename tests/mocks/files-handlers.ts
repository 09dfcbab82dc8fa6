/*
 * /folders and their files over an in-memory store, with the server's rules: each folder
 * and file is its owner's alone (anyone else's is a 404), a folder's totals and the usage
 * are counted from its files, and an upload's extension must be an allowed one (415).
 * Reset before every test (tests/client/setup.ts).
 */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import {
  ALLOWED_FILE_EXTENSIONS,
  UPLOAD_FIELD,
  createFolderBodySchema,
  fileExtensionOf,
  fileItemSchema,
  fileKindOf,
  fileListSchema,
  folderListSchema,
  folderSchema,
  updateFolderBodySchema,
  type FileItem,
  type Folder,
} from '../../src/contract/files.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

type StoredFolder = { ownerId: string; id: string; name: string; createdAt: string; updatedAt: string };
/** `content`: the bytes uploaded in this session; seeded files get a stand-in when opened. `thumbnailDue`: see NewFile. */
type StoredFile = { ownerId: string; item: FileItem; content?: Blob; thumbnailDue?: boolean };

export const MOCK_QUOTA_BYTES = 1024 ** 3;

export const filesDb = { folders: [] as StoredFolder[], files: [] as StoredFile[], nextId: 1 };

export function resetFilesDb(): void {
  filesDb.folders = [];
  filesDb.files = [];
  filesDb.nextId = 1;
}

// Ids grow with time, as the server's do: newest first is highest first.
const nextId = (kind: string) => `${kind}-${String(filesDb.nextId++).padStart(6, '0')}`;
const newestFirst = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => (a.id < b.id ? 1 : -1));
const folderNotFound = () => apiError(404, 'NOT_FOUND', 'Folder not found.');

function viewFolder(stored: StoredFolder): Folder {
  const files = filesDb.files.filter((file) => file.item.folderId === stored.id);
  return folderSchema.parse({
    id: stored.id,
    name: stored.name,
    filesCount: files.length,
    totalBytes: files.reduce((sum, file) => sum + file.item.sizeBytes, 0),
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
  });
}

const usedBytes = (ownerId: string) => filesDb.files.filter((file) => file.ownerId === ownerId).reduce((sum, file) => sum + file.item.sizeBytes, 0);

export function seedFolder(ownerId: string, name: string): Folder {
  const now = new Date().toISOString();
  const stored = { ownerId, id: nextId('folder'), name, createdAt: now, updatedAt: now };
  filesDb.folders.push(stored);
  return viewFolder(stored);
}

/**
 * `thumbnail`: whether it has one (by default, an image with content does); `later`: not yet, as
 * an upload answers on the server, which makes it a moment after; here by the next listing.
 */
type NewFile = { name: string; sizeBytes?: number; mimeType?: string; createdAt?: string; thumbnail?: boolean | 'later'; content?: Blob };

const thumbnailUrlOf = (id: string) => `/api/v1/files/${id}/thumbnail`;

export function seedFile(ownerId: string, folderId: string, fields: NewFile): FileItem {
  const id = nextId('file');
  const item = fileItemSchema.parse({
    id,
    folderId,
    name: fields.name,
    sizeBytes: fields.sizeBytes ?? 1024,
    mimeType: fields.mimeType ?? 'application/octet-stream',
    kind: fileKindOf(fields.name),
    url: `/api/v1/files/${id}/content`,
    thumbnailUrl: (fields.thumbnail ?? fields.content?.type.startsWith('image/')) === true ? thumbnailUrlOf(id) : null,
    createdAt: fields.createdAt ?? new Date().toISOString(),
  });
  filesDb.files.push({ ownerId, item, content: fields.content, thumbnailDue: fields.thumbnail === 'later' });
  return item;
}

/** The caller's folder behind `folderId`; anyone else's is a 404. */
function ownFolder(request: Request, folderId: string): StoredFolder {
  const ownerId = signedIn(request).me.id;
  const stored = filesDb.folders.find((folder) => folder.id === folderId && folder.ownerId === ownerId);
  // MSW sends a thrown response as the answer.
  if (!stored) throw folderNotFound();
  return stored;
}

/** The caller's file behind `id`; anyone else's is a 404, as on the server. */
function ownFile(request: Request, id: string): StoredFile {
  const ownerId = signedIn(request).me.id;
  const stored = filesDb.files.find((file) => file.item.id === id && file.ownerId === ownerId);
  if (!stored) throw apiError(404, 'NOT_FOUND', 'File not found.');
  return stored;
}

type Served = { body: ArrayBuffer | string; type: string };

/** A picture with the file's name on it, for a seeded file that has no bytes. */
function standInPicture(name: string): Served {
  const label = name.replace(/[<>&"]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#dbe4f3"/><text x="128" y="134" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#1e3a8a">${label}</text></svg>`;
  return { body: svg, type: 'image/svg+xml' };
}

// As bytes: a Blob of the test environment (jsdom) is not one the mock's Response can read.
const uploaded = async (content: Blob): Promise<Served> => ({ body: await content.arrayBuffer(), type: content.type });

const isAllowed = (name: string) => (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(fileExtensionOf(name));

export const filesHandlers = [
  mockEndpoint(endpoints.folders.fileContent, async ({ request, params }) => {
    const { item, content } = ownFile(request, params.id);
    const standIn = item.kind === 'image' ? standInPicture(item.name) : { body: `${item.name}: a stand-in for the file's content in the mocked app.`, type: 'text/plain' };
    const { body, type } = content ? await uploaded(content) : standIn;
    return new HttpResponse(body, { headers: { 'content-type': type || item.mimeType, 'content-disposition': `inline; filename="${encodeURIComponent(item.name)}"` } });
  }),

  mockEndpoint(endpoints.folders.fileThumbnail, async ({ request, params }) => {
    const { item, content } = ownFile(request, params.id);
    if (!item.thumbnailUrl) return apiError(404, 'NOT_FOUND', 'File not found.');
    const { body, type } = content?.type.startsWith('image/') ? await uploaded(content) : standInPicture(item.name);
    return new HttpResponse(body, { headers: { 'content-type': type } });
  }),

  mockEndpoint(endpoints.folders.list, ({ request }) => {
    const ownerId = signedIn(request).me.id;
    const items = newestFirst(filesDb.folders.filter((folder) => folder.ownerId === ownerId)).map(viewFolder);
    return HttpResponse.json(folderListSchema.parse({ items, usage: { usedBytes: usedBytes(ownerId), quotaBytes: MOCK_QUOTA_BYTES } }));
  }),

  mockEndpoint(endpoints.folders.create, async ({ request }) => {
    const ownerId = signedIn(request).me.id;
    const body = await readBody(request, createFolderBodySchema);
    return HttpResponse.json(seedFolder(ownerId, body.name), { status: 201 });
  }),

  mockEndpoint(endpoints.folders.update, async ({ request, params }) => {
    const stored = ownFolder(request, params.folderId);
    const body = await readBody(request, updateFolderBodySchema);
    Object.assign(stored, { name: body.name, updatedAt: new Date().toISOString() });
    return HttpResponse.json(viewFolder(stored));
  }),

  mockEndpoint(endpoints.folders.files, ({ request, params }) => {
    const stored = ownFolder(request, params.folderId);
    const listed = filesDb.files.filter((file) => file.item.folderId === stored.id);
    for (const file of listed.filter((item) => item.thumbnailDue)) {
      file.item = { ...file.item, thumbnailUrl: thumbnailUrlOf(file.item.id) };
      file.thumbnailDue = false;
    }
    const items = newestFirst(listed.map((file) => file.item));
    return HttpResponse.json(fileListSchema.parse({ items }));
  }),

  mockEndpoint(endpoints.folders.upload, async ({ request, params }) => {
    const stored = ownFolder(request, params.folderId);
    const form = await request.formData().catch(() => null);
    const files = (form?.getAll(UPLOAD_FIELD) ?? []).filter((value): value is File => typeof value !== 'string');
    if (files.length === 0) return apiError(400, 'VALIDATION_FAILED', `body.${UPLOAD_FIELD}: Attach at least one file in the "${UPLOAD_FIELD}" field.`);
    if (!files.every((file) => isAllowed(file.name))) {
      return apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file type is not allowed, or the content does not match it.');
    }
    const items = files.map((file) =>
      seedFile(stored.ownerId, stored.id, { name: file.name, sizeBytes: file.size, mimeType: file.type || 'application/octet-stream', content: file, thumbnail: fileKindOf(file.name) === 'image' ? 'later' : undefined }),
    );
    return HttpResponse.json(fileListSchema.parse({ items }), { status: 201 });
  }),

  mockEndpoint(endpoints.folders.delete, ({ request, params }) => {
    const stored = ownFolder(request, params.id);
    filesDb.folders = filesDb.folders.filter((folder) => folder !== stored);
    filesDb.files = filesDb.files.filter((file) => file.item.folderId !== stored.id);
    return HttpResponse.json(deletedSchema.parse({ id: stored.id }));
  }),

  mockEndpoint(endpoints.folders.deleteFile, ({ request, params }) => {
    const ownerId = signedIn(request).me.id;
    const stored = filesDb.files.find((file) => file.item.id === params.id && file.ownerId === ownerId);
    if (!stored) return apiError(404, 'NOT_FOUND', 'File not found.');
    filesDb.files = filesDb.files.filter((file) => file !== stored);
    return HttpResponse.json(deletedSchema.parse({ id: stored.item.id }));
  }),
];
