/*
 * Blocks. A block works both ways: whoever blocked whom, the two are hidden from each other
 * and cannot start anything new together. Suspended people are hidden from everyone, so the
 * queries that hide people take both in one place.
 */
import type { Db } from '../../db/dialect.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { nowIso } from '../../lib/ids.ts';
import { summaryColumns, type SummaryColumns } from '../users/mappers.ts';

/** The ids of everyone `userId` blocked or was blocked by, as a subquery. */
export function blockedEitherWay(db: Db, userId: string) {
  return db
    .selectFrom('blocks')
    .select('blocks.blocked_id as id')
    .where('blocks.blocker_id', '=', userId)
    .union(db.selectFrom('blocks').select('blocks.blocker_id as id').where('blocks.blocked_id', '=', userId));
}

/** The ids of everyone whose content `viewerId` must not see (blocks either way, suspensions), as a subquery. */
export function hiddenPeople(db: Db, viewerId: string) {
  return blockedEitherWay(db, viewerId).union(db.selectFrom('users').select('users.id as id').where('users.suspended_at', 'is not', null));
}

export async function blockedEitherWayIds(db: Db, userId: string): Promise<string[]> {
  return (await blockedEitherWay(db, userId).execute()).map((row) => row.id);
}

export async function hiddenPeopleIds(db: Db, viewerId: string): Promise<string[]> {
  return (await hiddenPeople(db, viewerId).execute()).map((row) => row.id);
}

/**
 * Blocks, and in the same transaction ends what the two shared: follows and collaboration
 * (requests too) in both directions. Follower counts are counted from these rows, so they
 * stay right. Blocking again changes nothing.
 */
export async function block(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .executeTakeFirst();
    await trx
      .deleteFrom('follows')
      .where((eb) =>
        eb.or([
          eb.and([eb('follower_id', '=', blockerId), eb('following_id', '=', blockedId)]),
          eb.and([eb('follower_id', '=', blockedId), eb('following_id', '=', blockerId)]),
        ]),
      )
      .execute();
    await trx
      .deleteFrom('collaborations')
      .where((eb) =>
        eb.or([
          eb.and([eb('requester_id', '=', blockerId), eb('target_id', '=', blockedId)]),
          eb.and([eb('requester_id', '=', blockedId), eb('target_id', '=', blockerId)]),
        ]),
      )
      .execute();
  });
}

export async function unblock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
}

/** The people `blockerId` blocked, most recent first. */
export async function blockedBy(db: Db, blockerId: string): Promise<SummaryColumns[]> {
  return db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(summaryColumns.map((column) => `users.${column}` as const))
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .orderBy('blocks.blocked_id')
    .execute();
}
