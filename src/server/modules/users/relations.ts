import type { Collaboration } from '../../../contract/users.ts';
import type { Db } from '../../db/dialect.ts';
import { nowIso } from '../../lib/ids.ts';
import { collaborationBetween, countFollowers, isFollowing } from './repository.ts';

/** Follows or unfollows; answers the new state and the target's follower count. */
export async function toggleFollow(db: Db, followerId: string, followingId: string) {
  return db.transaction().execute(async (trx) => {
    const wasFollowing = await isFollowing(trx, followerId, followingId);
    if (wasFollowing) {
      await trx.deleteFrom('follows').where('follower_id', '=', followerId).where('following_id', '=', followingId).execute();
    } else {
      await trx
        .insertInto('follows')
        .values({ follower_id: followerId, following_id: followingId, created_at: nowIso() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return { following: !wasFollowing, followersCount: await countFollowers(trx, followingId) };
  });
}

/** Adds or withdraws my collaboration request; mutual once both sides have asked. */
export async function toggleCollaboration(db: Db, requesterId: string, targetId: string): Promise<{ before: Collaboration; after: Collaboration }> {
  return db.transaction().execute(async (trx) => {
    const before = await collaborationBetween(trx, requesterId, targetId);
    if (before === 'requested' || before === 'mutual') {
      await trx.deleteFrom('collaborations').where('requester_id', '=', requesterId).where('target_id', '=', targetId).execute();
    } else {
      await trx
        .insertInto('collaborations')
        .values({ requester_id: requesterId, target_id: targetId, created_at: nowIso() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return { before, after: await collaborationBetween(trx, requesterId, targetId) };
  });
}

/** Ids of the users with whom `userId` collaborates both ways. */
export function mutualCollaboratorIds(db: Db, userId: string) {
  return db
    .selectFrom('collaborations as mine')
    .innerJoin('collaborations as theirs', (join) =>
      join.onRef('theirs.requester_id', '=', 'mine.target_id').onRef('theirs.target_id', '=', 'mine.requester_id'),
    )
    .select('mine.target_id')
    .where('mine.requester_id', '=', userId);
}
