import type { Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));

  await db.schema
    .createTable('folders')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('owner_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('folders_owner_idx').on('folders').columns(['owner_id', 'id']).execute();

  // No cascade from folders: deleting a folder deletes its files itself, so it can give
  // their bytes back to the owner's usage in the same transaction.
  await db.schema
    .createTable('files')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('owner_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('folder_id', id, (col) => col.notNull().references('folders.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('thumbnail_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('files_folder_idx').on('files').columns(['folder_id', 'id']).execute();
  await db.schema.createIndex('files_owner_idx').on('files').columns(['owner_id']).execute();
  await db.schema.createIndex('files_thumbnail_key_idx').on('files').column('thumbnail_key').execute();

  await db.schema
    .createTable('file_usage')
    .addColumn('user_id', id, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('used_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['file_usage', 'files', 'folders']) await db.schema.dropTable(table).execute();
}
