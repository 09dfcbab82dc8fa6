import type { Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));

  await db.schema
    .createTable('notes')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('owner_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (col) => col.notNull().defaultTo('private'))
    .addColumn('course', 'text')
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notes_owner_idx').on('notes').columns(['owner_id', 'id']).execute();

  await db.schema
    .createTable('note_likes')
    .addColumn('note_id', id, (col) => col.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('note_likes_pk', ['note_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('note_comments')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('note_id', id, (col) => col.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('author_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('note_comments_note_idx').on('note_comments').columns(['note_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['note_comments', 'note_likes', 'notes']) await db.schema.dropTable(table).execute();
}
