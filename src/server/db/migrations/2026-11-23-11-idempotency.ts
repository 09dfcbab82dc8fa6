import type { Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumnType(kindOf(db));
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
