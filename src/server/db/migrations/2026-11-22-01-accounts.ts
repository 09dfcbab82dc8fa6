import type { Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));

  await db.schema
    .createTable('users')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar_key', 'text')
    .addColumn('institution_id', 'integer')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('student'))
    .addColumn('color_mode', 'text', (col) => col.notNull().defaultTo('light'))
    .addColumn('low_data_mode', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sound', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('email_notifications', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('show_online_status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_institution_idx').on('users').columns(['institution_id', 'id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('following_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'following_id'])
    .execute();
  await db.schema.createIndex('follows_following_idx').on('follows').columns(['following_id', 'follower_id']).execute();

  await db.schema
    .createTable('collaborations')
    .addColumn('requester_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('collaborations_pk', ['requester_id', 'target_id'])
    .execute();
  await db.schema.createIndex('collaborations_target_idx').on('collaborations').columns(['target_id', 'requester_id']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('actor_id', id, (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'read']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['notifications', 'collaborations', 'follows', 'password_resets', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
