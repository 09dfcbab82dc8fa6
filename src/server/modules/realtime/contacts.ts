import type { Db } from '../../db/dialect.ts';
import { blockedEitherWayIds } from '../safety/block-repository.ts';

const MAX_CONTACTS = 200;

/** The people whose presence a user sees (at most 200); never someone blocked either way. */
export async function contactIds(db: Db, userId: string): Promise<string[]> {
  const rowsQuery = db
    .selectFrom('follows')
    .select('following_id as id')
    .where('follower_id', '=', userId)
    .union(db.selectFrom('follows').select('follower_id as id').where('following_id', '=', userId))
    // Conversation partners.
    .union(
      db
        .selectFrom('conversation_participants as mine')
        .innerJoin('conversation_participants as theirs', 'theirs.conversation_id', 'mine.conversation_id')
        .select('theirs.user_id as id')
        .where('mine.user_id', '=', userId)
        .where('theirs.user_id', '!=', userId),
    )
    // Group co-members.
    .union(
      db
        .selectFrom('group_members as mine')
        .innerJoin('group_members as theirs', 'theirs.group_id', 'mine.group_id')
        .select('theirs.user_id as id')
        .where('mine.user_id', '=', userId)
        .where('theirs.user_id', '!=', userId),
    )
    .limit(MAX_CONTACTS * 2)
    .execute();
  const [rows, blocked] = await Promise.all([rowsQuery, blockedEitherWayIds(db, userId)]);
  const hidden = new Set([userId, ...blocked]);
  return [...new Set(rows.map((row) => row.id))].filter((id) => !hidden.has(id)).slice(0, MAX_CONTACTS);
}
