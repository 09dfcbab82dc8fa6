import { fileKindOf, type FileItem, type Folder } from '../../../contract/files.ts';
import type { FileRow, FolderRow } from '../../db/schema.ts';

export type FolderWithTotals = FolderRow & { files_count: number; total_bytes: number };

export function toFolder(row: FolderWithTotals): Folder {
  return {
    id: row.id,
    name: row.name,
    filesCount: Number(row.files_count),
    totalBytes: Number(row.total_bytes),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const contentUrlOf = (fileId: string) => `/api/v1/files/${fileId}/content`;

export function toFileItem(row: FileRow): FileItem {
  return {
    id: row.id,
    folderId: row.folder_id,
    name: row.name,
    sizeBytes: Number(row.size_bytes),
    mimeType: row.mime_type,
    kind: fileKindOf(row.name),
    url: contentUrlOf(row.id),
    thumbnailUrl: row.thumbnail_key ? `/api/v1/files/${row.id}/thumbnail` : null,
    createdAt: row.created_at,
  };
}
