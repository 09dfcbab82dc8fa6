import { sql, type Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// The core law courses, offered as group topics. Ids are stable slugs so links survive re-seeding.
const topics = [
  'Contract Law',
  'Constitutional Law',
  'Criminal Law',
  'Law of Torts',
  'Land Law',
  'Equity and Trusts',
  'Company Law',
  'Evidence',
  'Civil Procedure',
  'Criminal Procedure',
  'Interpretation of Statutes',
  'Family Law',
  'Legal Ethics',
  'Alternative Dispute Resolution',
  'Law of Taxation',
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));

  await db.schema
    .createTable('topics')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db
    .insertInto('topics')
    .values(topics.map((name, position) => ({ id: slug(name), name, position })))
    .execute();

  await db.schema
    .createTable('groups')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('group_icon', 'text')
    .addColumn('owner_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic_id', id, (col) => col.references('topics.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('groups_owner_idx').on('groups').column('owner_id').execute();

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', id, (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_members_user_idx').on('group_members').columns(['user_id', 'group_id']).execute();

  await db.schema
    .createTable('group_messages')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('group_id', id, (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('author_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('hashtags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('share_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('group_messages_group_idx').on('group_messages').columns(['group_id', 'id']).execute();

  await db.schema
    .createTable('group_message_tags')
    .addColumn('message_id', id, (col) => col.notNull().references('group_messages.id').onDelete('cascade'))
    .addColumn('group_id', id, (col) => col.notNull())
    .addColumn('tag', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('group_message_tags_pk', ['message_id', 'tag'])
    .execute();
  await db.schema.createIndex('group_message_tags_group_idx').on('group_message_tags').columns(['group_id', 'tag']).execute();

  await db.schema
    .createTable('group_message_likes')
    .addColumn('message_id', id, (col) => col.notNull().references('group_messages.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('group_message_likes_pk', ['message_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('group_comments')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('message_id', id, (col) => col.notNull().references('group_messages.id').onDelete('cascade'))
    .addColumn('author_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('group_comments_message_idx').on('group_comments').columns(['message_id', 'id']).execute();

  await db.schema
    .createTable('group_invites')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('group_id', id, (col) => col.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('inviter_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('responded_at', 'text')
    .execute();
  await db.schema.createIndex('group_invites_email_idx').on('group_invites').columns(['email', 'status']).execute();
  // At most one pending invite per address and group, even when two admins invite at once.
  await db.schema
    .createIndex('group_invites_pending_idx')
    .on('group_invites')
    .columns(['group_id', 'email'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'group_invites',
    'group_comments',
    'group_message_likes',
    'group_message_tags',
    'group_messages',
    'group_members',
    'groups',
    'topics',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
