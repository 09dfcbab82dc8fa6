import type { Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));

  await db.schema
    .createTable('posts')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('author_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('hashtags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('share_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('posts_author_idx').on('posts').columns(['author_id', 'id']).execute();

  await db.schema
    .createTable('post_tags')
    .addColumn('post_id', id, (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('post_tags_pk', ['tag', 'post_id'])
    .execute();
  await db.schema.createIndex('post_tags_post_idx').on('post_tags').column('post_id').execute();

  await db.schema
    .createTable('post_likes')
    .addColumn('post_id', id, (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('post_likes_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('post_likes_user_idx').on('post_likes').columns(['user_id', 'post_id']).execute();

  await db.schema
    .createTable('post_comments')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('post_id', id, (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('author_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('post_comments_post_idx').on('post_comments').columns(['post_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['post_comments', 'post_likes', 'post_tags', 'posts']) {
    await db.schema.dropTable(table).execute();
  }
}
