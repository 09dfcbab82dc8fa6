import type { Collaboration } from '../../../contract/users.ts';
import { containsText, type Db } from '../../db/dialect.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';
import { summaryColumns, type SummaryColumns } from './mappers.ts';

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findSummary(db: Db, id: string): Promise<SummaryColumns | undefined> {
  return db.selectFrom('users').select(summaryColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  await db.insertInto('users').values(user).execute();
  const row = await findUserById(db, user.id);
  if (!row) throw new Error('user vanished after insert');
  return row;
}

/** Changes the user; a new campus moves their posts to that campus's pages too. */
export async function updateUser(db: Db, id: string, patch: UserUpdate): Promise<UserRow> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('users').set({ ...patch, updated_at: nowIso() }).where('id', '=', id).execute();
    const institutionId = patch.institution_id;
    if (institutionId !== undefined) {
      await trx.updateTable('posts').set({ institution_id: institutionId }).where('author_id', '=', id).where('institution_id', 'is distinct from', institutionId).execute();
    }
  });
  const row = await findUserById(db, id);
  if (!row) throw new Error('user vanished after update');
  return row;
}

// Every user's institution is one of these; anything else (even past the integer column's range) matches no one.
const INSTITUTION_IDS = { min: 1000, max: 1017 };

/**
 * People whose name contains `q` (any case), or whose whole email is `q`: a full address
 * finds its owner, but fragments of addresses reveal nothing.
 */
export async function searchUsers(
  db: Db,
  options: { q?: string; institutionId?: number; cursor?: string; take: number; excludeId?: string },
): Promise<SummaryColumns[]> {
  const { institutionId } = options;
  if (institutionId !== undefined && (institutionId < INSTITUTION_IDS.min || institutionId > INSTITUTION_IDS.max)) return [];
  let query = db.selectFrom('users').select(summaryColumns).orderBy('id', 'desc').limit(options.take + 1);
  if (options.q) {
    const q = options.q.toLowerCase();
    query = query.where((eb) => eb.or([containsText(eb.ref('name'), q), eb('email', '=', q)]));
  }
  if (institutionId !== undefined) query = query.where('institution_id', '=', institutionId);
  if (options.cursor) query = query.where('id', '<', options.cursor);
  if (options.excludeId) query = query.where('id', '!=', options.excludeId);
  return query.execute();
}

export async function countFollowers(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('following_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function relationCounts(db: Db, userId: string) {
  const [followers, following, posts] = await Promise.all([
    countFollowers(db, userId),
    db.selectFrom('follows').select((eb) => eb.fn.countAll<number>().as('count')).where('follower_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('count')).where('author_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { followersCount: followers, followingCount: Number(following.count), postsCount: Number(posts.count) };
}

export async function isFollowing(db: Db, followerId: string, followingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('following_id', '=', followingId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function collaborationBetween(db: Db, me: string, other: string): Promise<Collaboration> {
  const rows = await db
    .selectFrom('collaborations')
    .select(['requester_id', 'target_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_id', '=', me), eb('target_id', '=', other)]),
        eb.and([eb('requester_id', '=', other), eb('target_id', '=', me)]),
      ]),
    )
    .execute();
  const asked = rows.some((row) => row.requester_id === me);
  const wasAsked = rows.some((row) => row.requester_id === other);
  if (asked && wasAsked) return 'mutual';
  if (asked) return 'requested';
  if (wasAsked) return 'incoming';
  return 'none';
}
