/*
 * The last step of every upload, multipart or resumable: staged files go to storage under
 * server-made keys, then their rows go in, in one transaction with the quota. The bytes are
 * stored first; if the rows fail they are removed again, and if the process dies in between,
 * the sweep (sweep.ts) removes bytes no row names once they are an hour old.
 */
import type { FastifyInstance } from 'fastify';
import type { FileItem } from '../../../contract/files.ts';
import { newStamp } from '../../lib/ids.ts';
import { insertFiles, type NewFile } from './file-repository.ts';
import type { StagedFile } from './staging.ts';
import { getsThumbnail } from './thumbnails.ts';

export const FILE_KEY_PREFIX = 'file-';

export async function storeStagedFiles(app: FastifyInstance, ownerId: string, folderId: string, staged: StagedFile[]): Promise<FileItem[]> {
  const rows: NewFile[] = [];
  try {
    for (const file of staged) {
      const { id, at } = newStamp();
      const row = {
        id,
        owner_id: ownerId,
        folder_id: folderId,
        name: file.name,
        size_bytes: file.sizeBytes,
        mime_type: file.declared.mime,
        storage_key: `${FILE_KEY_PREFIX}${id}`,
        sha256: file.sha256,
        created_at: at,
      };
      await app.storage.putFile(row.storage_key, file.path);
      rows.push(row);
    }
    const items = await insertFiles(app.db, ownerId, folderId, rows, app.config.uploadQuotaBytes);
    for (const item of items) if (getsThumbnail(item.mimeType)) app.fileJobs.thumbnails.enqueue(item.id);
    return items;
  } catch (error) {
    await Promise.all(rows.map((row) => app.storage.remove(row.storage_key).catch(() => undefined)));
    throw error;
  }
}
