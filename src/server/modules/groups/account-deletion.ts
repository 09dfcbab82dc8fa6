import type { Db } from '../../db/dialect.ts';

/**
 * Runs inside the account-deletion transaction: each group the user owns passes to its
 * longest-standing remaining member, who becomes owner, or goes when no one is left.
 * The user's memberships, messages, comments and likes follow the account by cascade.
 */
export async function handOverOwnedGroups(trx: Db, userId: string): Promise<void> {
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
      continue;
    }
    await trx.updateTable('groups').set({ owner_id: heir.user_id }).where('id', '=', groupId).execute();
    await trx
      .updateTable('group_members')
      .set({ role: 'owner' })
      .where('group_id', '=', groupId)
      .where('user_id', '=', heir.user_id)
      .execute();
  }
}
