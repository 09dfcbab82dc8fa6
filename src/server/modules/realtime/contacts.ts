import type { Db } from '../../db/dialect.ts';

const MAX_CONTACTS = 200;

/** The people whose presence a user sees: followed users and followers (at most 200). */
export async function contactIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('follows')
    .select('following_id as id')
    .where('follower_id', '=', userId)
    .union(db.selectFrom('follows').select('follower_id as id').where('following_id', '=', userId))
    .limit(MAX_CONTACTS * 2)
    .execute();
  return [...new Set(rows.map((row) => row.id))].filter((id) => id !== userId).slice(0, MAX_CONTACTS);
}
