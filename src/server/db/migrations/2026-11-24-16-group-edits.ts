import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // Null until the author edits the post, so readers can say "edited".
  await db.schema.alterTable('group_messages').addColumn('updated_at', 'text').execute();
}
