import { sql, type Kysely } from 'kysely';
import { idColumnType, kindOf } from '../dialect.ts';

// Frozen in time: untyped, it reads no table types of today's schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  // An invite belongs to one account: the one its address had when it was sent, or the one
  // that used the invite's mailed claim link. Sign-up proves no address, so an address alone
  // never makes an invite someone's.
  await db.schema
    .alterTable('group_invites')
    .addColumn('user_id', idColumnType(kindOf(db)), (col) => col.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('group_invites').addColumn('claim_hash', 'text').execute();
  await db.schema.alterTable('group_invites').addColumn('claim_expires_at', 'text').execute();
  // SQLite cannot add a unique column; a unique index does the same on both (nulls stay apart).
  await db.schema.createIndex('group_invites_claim_idx').on('group_invites').column('claim_hash').unique().execute();
  await db.schema.createIndex('group_invites_user_idx').on('group_invites').columns(['user_id', 'status']).execute();
  await sql`update group_invites set user_id = (select users.id from users where users.email = group_invites.email)
    where status = 'pending'`.execute(db);
}
