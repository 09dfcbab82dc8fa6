/*
 * One-to-one conversations. The pair of users sits on the conversation itself (lower id
 * first) under a unique index, so two racing "new conversation" calls meet one row, and
 * deleting either user cascades the conversation, its participants and its messages.
 * Per-user state (unread count, hidden, last activity for ordering) lives on the
 * participant row.
 */
import type { Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));

  await db.schema
    .createTable('conversations')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_low_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_high_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('conversations_pair_unique', ['user_low_id', 'user_high_id'])
    .execute();
  await db.schema.createIndex('conversations_user_high_idx').on('conversations').column('user_high_id').execute();

  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', id, (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('unread_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    // A copy of the conversation's updated_at, byte-ordered, so a user's list pages on one index.
    .addColumn('updated_at', id, (col) => col.notNull())
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('conversation_participants_user_idx')
    .on('conversation_participants')
    .columns(['user_id', 'hidden', 'updated_at', 'conversation_id'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('conversation_id', id, (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('messages_sender_idx').on('messages').column('sender_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['messages', 'conversation_participants', 'conversations']) await db.schema.dropTable(table).execute();
}
