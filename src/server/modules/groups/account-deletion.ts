import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/dialect.ts';
import type { AccountDeletionStep } from '../../plugins/auth.ts';
import { groupIdsOf, loadGroup } from './group-repository.ts';
import type { GroupRealtime } from './realtime.ts';

/** What deleting an account did to groups: the ones it left, passed on or deleted. */
type GroupChanges = { left: string[]; handedOver: { groupId: string; heirId: string }[]; deleted: string[] };

/**
 * The pending invites that were the user's. They go with the account by cascade; a later
 * account with the same address does not get them, since an address proves nothing.
 */
async function pendingInvitesTo(trx: Db, userId: string): Promise<{ groupId: string; id: string }[]> {
  return trx.selectFrom('group_invites').select(['group_id as groupId', 'id']).where('user_id', '=', userId).where('status', '=', 'pending').execute();
}

/**
 * Runs inside the account-deletion transaction: each group the user owns passes to its
 * longest-standing remaining member, who becomes owner, or goes when no one is left.
 * The user's memberships, messages, comments and likes follow the account by cascade.
 */
async function handOverOwnedGroups(trx: Db, userId: string): Promise<GroupChanges> {
  const changes: GroupChanges = { left: await groupIdsOf(trx, userId), handedOver: [], deleted: [] };
  const owned = await trx.selectFrom('groups').select('id').where('owner_id', '=', userId).execute();
  for (const { id: groupId } of owned) {
    const heir = await trx
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', groupId)
      .where('user_id', '!=', userId)
      .orderBy('joined_at')
      .orderBy('user_id')
      .limit(1)
      .executeTakeFirst();
    if (!heir) {
      await trx.deleteFrom('groups').where('id', '=', groupId).execute();
      changes.deleted.push(groupId);
      continue;
    }
    await trx.updateTable('groups').set({ owner_id: heir.user_id }).where('id', '=', groupId).execute();
    await trx
      .updateTable('group_members')
      .set({ role: 'owner' })
      .where('group_id', '=', groupId)
      .where('user_id', '=', heir.user_id)
      .execute();
    changes.handedOver.push({ groupId, heirId: heir.user_id });
  }
  changes.left = changes.left.filter((groupId) => !changes.deleted.includes(groupId));
  return changes;
}

/** The groups' part of deleting an account; once committed, the other members' screens hear of it. */
export function groupsAccountDeletion(app: Pick<FastifyInstance, 'db'>, live: GroupRealtime): AccountDeletionStep {
  return async (trx, userId) => {
    const invitesGone = await pendingInvitesTo(trx, userId);
    const changes = await handOverOwnedGroups(trx, userId);
    return async () => {
      for (const groupId of changes.deleted) live.deleted(groupId);
      for (const groupId of changes.left) live.removed(userId, groupId);
      // The groups' lists of pending invites drop them, as they drop a withdrawn one.
      for (const invite of invitesGone) if (!changes.deleted.includes(invite.groupId)) live.inviteCancelled(invite, undefined);
      for (const { groupId, heirId } of changes.handedOver) {
        const group = await loadGroup(app.db, groupId, heirId);
        if (group) live.updated(group);
      }
    };
  };
}
