/*
 * Files and the bytes they take from their owner's quota. Every write that adds or removes
 * files first takes the owner's usage row and holds it to the end of its transaction
 * (PostgreSQL: a row lock; SQLite: transactions are serial anyway), so one user's uploads and
 * deletions take turns: two uploads cannot both slip under the quota, and a folder deleted
 * while a file lands in it gives back exactly the bytes it removed.
 */
import { sql } from 'kysely';
import type { FileItem } from '../../../contract/files.ts';
import { isForeignKeyViolation, type Db } from '../../db/dialect.ts';
import type { FileRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { folderNotFound } from './folder-repository.ts';
import { toFileItem } from './mappers.ts';

export const fileNotFound = () => notFound('File');
export const quotaExceeded = () =>
  new HttpError(413, 'QUOTA_EXCEEDED', 'You have used all your storage space. Delete some files and try again.');

/** The storage keys a removed file leaves behind, for the caller to remove once committed. */
export type RemovedFile = { storage_key: string; thumbnail_key: string | null };

export type NewFile = Omit<FileRow, 'thumbnail_key'>;

/** Takes the owner's usage row (made at 0 on first use) and holds it until the transaction ends. */
async function takeUsage(trx: Db, userId: string): Promise<void> {
  const made = await trx
    .insertInto('file_usage')
    .values({ user_id: userId, used_bytes: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!made) await trx.updateTable('file_usage').set({ used_bytes: sql`used_bytes` }).where('user_id', '=', userId).execute();
}

async function giveBack(trx: Db, userId: string, bytes: number): Promise<void> {
  if (bytes === 0) return;
  await trx.updateTable('file_usage').set({ used_bytes: sql`used_bytes - ${bytes}` }).where('user_id', '=', userId).execute();
}

export async function usedBytes(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('file_usage').select('used_bytes').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.used_bytes ?? 0);
}

/** Adds files to my folder, all or none: 413 QUOTA_EXCEEDED past the quota, 404 if the folder is not mine (any more). */
export async function insertFiles(db: Db, ownerId: string, folderId: string, files: NewFile[], quotaBytes: number): Promise<FileItem[]> {
  const total = files.reduce((sum, file) => sum + file.size_bytes, 0);
  return db.transaction().execute(async (trx) => {
    await takeUsage(trx, ownerId);
    const reserved = await trx
      .updateTable('file_usage')
      .set({ used_bytes: sql`used_bytes + ${total}` })
      .where('user_id', '=', ownerId)
      .where(sql<number>`used_bytes + ${total}`, '<=', quotaBytes)
      .executeTakeFirst();
    if (Number(reserved.numUpdatedRows) === 0) throw quotaExceeded();
    const folder = await trx.selectFrom('folders').select('id').where('id', '=', folderId).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!folder) throw folderNotFound();
    const rows = files.map((file) => ({ ...file, thumbnail_key: null }));
    await trx
      .insertInto('files')
      .values(rows)
      .execute()
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? folderNotFound() : error;
      });
    return rows.map(toFileItem);
  });
}

export async function deleteFile(db: Db, ownerId: string, id: string): Promise<RemovedFile> {
  return db.transaction().execute(async (trx) => {
    await takeUsage(trx, ownerId);
    const removed = await trx
      .deleteFrom('files')
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .returning(['size_bytes', 'storage_key', 'thumbnail_key'])
      .executeTakeFirst();
    if (!removed) throw fileNotFound();
    await giveBack(trx, ownerId, Number(removed.size_bytes));
    return removed;
  });
}

/** Deletes my folder and every file in it; answers what their bytes were stored under. */
export async function deleteFolder(db: Db, ownerId: string, id: string): Promise<RemovedFile[]> {
  return db.transaction().execute(async (trx) => {
    await takeUsage(trx, ownerId);
    const folder = await trx.selectFrom('folders').select('id').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!folder) throw folderNotFound();
    const removed = await trx.deleteFrom('files').where('folder_id', '=', id).returning(['size_bytes', 'storage_key', 'thumbnail_key']).execute();
    await giveBack(trx, ownerId, removed.reduce((sum, file) => sum + Number(file.size_bytes), 0));
    await trx.deleteFrom('folders').where('id', '=', id).execute();
    return removed;
  });
}

/** The files in my folder, newest first. */
export async function listFiles(db: Db, ownerId: string, folderId: string): Promise<FileItem[]> {
  const folder = await db.selectFrom('folders').select('id').where('id', '=', folderId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!folder) throw folderNotFound();
  const rows = await db.selectFrom('files').selectAll().where('folder_id', '=', folderId).orderBy('id', 'desc').execute();
  return rows.map(toFileItem);
}

export async function findFile(db: Db, ownerId: string, id: string): Promise<FileRow> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw fileNotFound();
  return row;
}

/** A file by id whoever owns it, for work off the request path (thumbnails). */
export async function fileById(db: Db, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records a made thumbnail; false when the file went meanwhile. */
export async function setThumbnail(db: Db, fileId: string, key: string): Promise<boolean> {
  const result = await db.updateTable('files').set({ thumbnail_key: key }).where('id', '=', fileId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Images still waiting for a thumbnail (after a restart), oldest first. */
export async function filesWithoutThumbnails(db: Db, mimeTypes: string[], limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('thumbnail_key', 'is', null)
    .where('mime_type', 'in', mimeTypes)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Which of `keys` a file row still names, as its bytes or its thumbnail. */
export async function keysInUse(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('files')
    .select(['storage_key', 'thumbnail_key'])
    .where((eb) => eb.or([eb('storage_key', 'in', keys), eb('thumbnail_key', 'in', keys)]))
    .execute();
  return new Set(rows.flatMap((row) => [row.storage_key, row.thumbnail_key ?? '']));
}
