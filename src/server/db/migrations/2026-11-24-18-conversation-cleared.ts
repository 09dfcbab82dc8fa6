import type { Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// Frozen in time: untyped, it reads no table types of today's schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The newest message when a participant deleted the conversation: should it come back
  // with a new message, they see only what came after.
  await db.schema.alterTable('conversation_participants').addColumn('cleared_through', idColumnType(kindOf(db))).execute();
}
