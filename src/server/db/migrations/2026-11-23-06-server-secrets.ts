import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}
