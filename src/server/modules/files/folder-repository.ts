/* Folders, each seen and changed by its owner only: anyone else's is a 404. */
import { sql } from 'kysely';
import type { Folder } from '../../../contract/files.ts';
import type { Db } from '../../db/dialect.ts';
import { notFound } from '../../lib/http-error.ts';
import { newStamp, nowIso } from '../../lib/ids.ts';
import { toFolder } from './mappers.ts';

export const folderNotFound = () => notFound('Folder');

/** My folders with their file counts and byte totals, summed from the files themselves. */
function foldersWithTotals(db: Db, ownerId: string) {
  return db
    .selectFrom('folders')
    .leftJoin('files', 'files.folder_id', 'folders.id')
    .where('folders.owner_id', '=', ownerId)
    .groupBy(['folders.id', 'folders.owner_id', 'folders.name', 'folders.created_at', 'folders.updated_at'])
    .select([
      'folders.id',
      'folders.owner_id',
      'folders.name',
      'folders.created_at',
      'folders.updated_at',
      sql<number>`count(files.id)`.as('files_count'),
      sql<number>`cast(coalesce(sum(files.size_bytes), 0) as bigint)`.as('total_bytes'),
    ]);
}

/** Mine, newest first. */
export async function listFolders(db: Db, ownerId: string): Promise<Folder[]> {
  const rows = await foldersWithTotals(db, ownerId).orderBy('folders.id', 'desc').execute();
  return rows.map(toFolder);
}

export async function findFolder(db: Db, ownerId: string, id: string): Promise<Folder> {
  const row = await foldersWithTotals(db, ownerId).where('folders.id', '=', id).executeTakeFirst();
  if (!row) throw folderNotFound();
  return toFolder(row);
}

export async function insertFolder(db: Db, ownerId: string, name: string): Promise<Folder> {
  const { id, at } = newStamp();
  const row = { id, owner_id: ownerId, name, created_at: at, updated_at: at };
  await db.insertInto('folders').values(row).execute();
  return toFolder({ ...row, files_count: 0, total_bytes: 0 });
}

export async function renameFolder(db: Db, ownerId: string, id: string, name: string): Promise<Folder> {
  const result = await db
    .updateTable('folders')
    .set({ name, updated_at: nowIso() })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw folderNotFound();
  return findFolder(db, ownerId, id);
}
