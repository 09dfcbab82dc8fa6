/* Folders and uploads through the API, as the files suites need them. */
import { expect } from 'vitest';
import { fileListSchema, folderListSchema, folderSchema, type FileItem, type Folder, type FolderList } from '../../../src/contract/files.ts';
import type { App } from '../../../src/server/app.ts';
import { multipart, type Part } from './multipart.ts';
import { as, type TestUser } from './users.ts';

export async function createFolder(app: App, user: TestUser, name = 'Land Law'): Promise<Folder> {
  const response = await as(app, user)({ method: 'POST', url: '/api/v1/folders/create', payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return folderSchema.parse(response.json());
}

export async function readFolders(app: App, user: TestUser): Promise<FolderList> {
  const response = await as(app, user)({ method: 'GET', url: '/api/v1/folders' });
  expect(response.statusCode, response.body).toBe(200);
  return folderListSchema.parse(response.json());
}

export async function readFiles(app: App, user: TestUser, folderId: string): Promise<FileItem[]> {
  const response = await as(app, user)({ method: 'GET', url: `/api/v1/folders/files/${folderId}` });
  expect(response.statusCode, response.body).toBe(200);
  return fileListSchema.parse(response.json()).items;
}

/** A file part in the contract's field. */
export const filePart = (filename: string, data: Buffer | string, contentType = 'application/octet-stream'): Part => ({
  field: 'file',
  filename,
  contentType,
  data,
});

export function postUpload(app: App, user: TestUser, folderId: string, parts: Part[]) {
  return as(app, user)({ method: 'POST', url: `/api/v1/folders/upload/${folderId}`, ...multipart(parts) });
}

export async function uploadFiles(app: App, user: TestUser, folderId: string, parts: Part[]): Promise<FileItem[]> {
  const response = await postUpload(app, user, folderId, parts);
  expect(response.statusCode, response.body).toBe(201);
  return fileListSchema.parse(response.json()).items;
}

export async function uploadFile(app: App, user: TestUser, folderId: string, filename: string, data: Buffer | string): Promise<FileItem> {
  const [item] = await uploadFiles(app, user, folderId, [filePart(filename, data)]);
  if (!item) throw new Error('no file answered');
  return item;
}

/** The storage keys in use under the files' prefixes: what the bytes on disk or in the bucket are. */
export async function storedKeys(app: App): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['file-', 'thumb-']) for await (const object of app.storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}
