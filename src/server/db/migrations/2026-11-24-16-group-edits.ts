import type { Kysely } from 'kysely';

// Frozen in time: untyped, it reads no table types of today's schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Null until the author edits the post, so readers can say "edited".
  await db.schema.alterTable('group_messages').addColumn('updated_at', 'text').execute();
}
