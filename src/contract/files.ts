/* Folders and files: each seen and changed by its owner only. */
import { z } from 'zod';
import { idSchema, isoDateSchema, text } from './common.ts';

export const FOLDER_NAME_MAX = 120;
/** A file's name after sanitising; a longer one is refused, not cut. */
export const FILE_NAME_MAX = 255;
export const UPLOAD_FILES_MAX = 10;
/** The multipart field that carries the files; it may repeat. */
export const UPLOAD_FIELD = 'file';

/** tus 1.0 endpoint for resumable uploads; `Upload-Metadata` carries these keys. */
export const RESUMABLE_UPLOAD_PATH = '/api/v1/uploads';
export const RESUMABLE_UPLOAD_METADATA = { folderId: 'folderId', filename: 'filename' } as const;
/** Files larger than this go through tus rather than one multipart request. */
export const RESUMABLE_UPLOAD_THRESHOLD_BYTES = 5 * 1024 * 1024;

/** What may be uploaded, by extension (ignoring case); the content must match it. */
export const ALLOWED_FILE_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'txt',
  'md',
] as const;
export type AllowedFileExtension = (typeof ALLOWED_FILE_EXTENSIONS)[number];

export const fileKinds = ['pdf', 'image', 'doc', 'unknown'] as const;
export type FileKind = (typeof fileKinds)[number];

const kindByExtension: Record<string, FileKind> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  doc: 'doc',
  docx: 'doc',
};

/** The extension after the last dot, lower-cased; '' when there is none. */
export function fileExtensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The spec's rule, by extension and ignoring case: pdf; jpg, jpeg, png, gif (and webp) are image; doc, docx are doc; else unknown. */
export function fileKindOf(name: string): FileKind {
  return kindByExtension[fileExtensionOf(name)] ?? 'unknown';
}

export const folderSchema = z.object({
  id: idSchema,
  name: z.string(),
  filesCount: z.number().int(),
  totalBytes: z.number().int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Folder = z.infer<typeof folderSchema>;

export const fileItemSchema = z.object({
  id: idSchema,
  folderId: idSchema,
  name: z.string(),
  sizeBytes: z.number().int(),
  mimeType: z.string(),
  kind: z.enum(fileKinds),
  /** The bytes: `GET /files/{id}/content` (honours Range, ETag). */
  url: z.string(),
  /** A WebP at most 320 px wide; null for non-images and until it is made. */
  thumbnailUrl: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type FileItem = z.infer<typeof fileItemSchema>;

export const storageUsageSchema = z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() });
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** `GET /folders`: mine, newest first, with how much of my quota I use. */
export const folderListSchema = z.object({ items: z.array(folderSchema), usage: storageUsageSchema });
export type FolderList = z.infer<typeof folderListSchema>;

/** `GET /folders/files/{folderId}`: newest first. `POST /folders/upload/{folderId}` answers the new ones in upload order. */
export const fileListSchema = z.object({ items: z.array(fileItemSchema) });
export type FileList = z.infer<typeof fileListSchema>;

export const createFolderBodySchema = z.object({ name: text(1, FOLDER_NAME_MAX) });
export type CreateFolderBody = z.infer<typeof createFolderBodySchema>;

export const updateFolderBodySchema = createFolderBodySchema;
export type UpdateFolderBody = z.infer<typeof updateFolderBodySchema>;

export const folderIdParamsSchema = z.object({ folderId: idSchema });
