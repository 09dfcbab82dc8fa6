import type { GroupInvite } from '../../../contract/groups.ts';
import type { Db } from '../../db/dialect.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { toUserSummary } from '../users/mappers.ts';

function inviteRows(db: Db) {
  return db
    .selectFrom('group_invites as i')
    .innerJoin('groups as g', 'g.id', 'i.group_id')
    .innerJoin('users as u', 'u.id', 'i.inviter_id')
    .select([
      'i.id',
      'i.email',
      'i.status',
      'i.created_at',
      'i.group_id',
      'g.name as group_name',
      'g.group_icon',
      'u.id as inviter_id',
      'u.name',
      'u.avatar_key',
      'u.institution_id',
    ]);
}
type InviteRow = Awaited<ReturnType<ReturnType<typeof inviteRows>['execute']>>[number];

const toInvite = (row: InviteRow): GroupInvite => ({
  id: row.id,
  group: { id: row.group_id, name: row.group_name, groupIcon: row.group_icon },
  inviter: toUserSummary({ ...row, id: row.inviter_id }),
  email: row.email,
  status: row.status,
  createdAt: row.created_at,
});

async function loadInvite(db: Db, inviteId: string): Promise<GroupInvite | undefined> {
  const row = await inviteRows(db).where('i.id', '=', inviteId).executeTakeFirst();
  return row ? toInvite(row) : undefined;
}

/** Pending invites to this address; an account made later with it sees them too. */
export async function pendingInvitesFor(db: Db, email: string): Promise<GroupInvite[]> {
  const rows = await inviteRows(db)
    .where('i.email', '=', email.toLowerCase())
    .where('i.status', '=', 'pending')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map(toInvite);
}

/** The invites of one group still waiting for an answer, newest first. */
export async function pendingInvitesOfGroup(db: Db, groupId: string): Promise<GroupInvite[]> {
  const rows = await inviteRows(db).where('i.group_id', '=', groupId).where('i.status', '=', 'pending').orderBy('i.id', 'desc').execute();
  return rows.map(toInvite);
}

/** Withdraws a pending invite; false when it was answered (or withdrawn) first. */
export async function deletePendingInvite(db: Db, inviteId: string): Promise<boolean> {
  const result = await db.deleteFrom('group_invites').where('id', '=', inviteId).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

async function pendingInviteId(db: Db, groupId: string, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('group_invites')
    .select('id')
    .where('group_id', '=', groupId)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.id;
}

/** A new pending invite, or the one already waiting for that address (`created` false). */
export async function createInvite(
  db: Db,
  input: { groupId: string; inviterId: string; email: string },
): Promise<{ invite: GroupInvite; created: boolean }> {
  const email = input.email.toLowerCase();
  const existing = await pendingInviteId(db, input.groupId, email);
  let id = existing;
  if (!id) {
    const fresh = newId();
    // A racing invite to the same address loses on the partial unique index and reuses the winner's.
    const result = await db
      .insertInto('group_invites')
      .values({ id: fresh, group_id: input.groupId, inviter_id: input.inviterId, email, created_at: nowIso(), responded_at: null })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    id = Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? fresh : await pendingInviteId(db, input.groupId, email);
  }
  const invite = id ? await loadInvite(db, id) : undefined;
  if (!invite) throw new Error('invite vanished after insert');
  return { invite, created: id !== existing };
}

export async function findInviteRecord(db: Db, inviteId: string) {
  return db.selectFrom('group_invites').selectAll().where('id', '=', inviteId).executeTakeFirst();
}

/** Closes a pending invite; false when someone else closed it first. */
export async function closeInvite(db: Db, inviteId: string, status: 'accepted' | 'declined'): Promise<boolean> {
  const result = await db
    .updateTable('group_invites')
    .set({ status, responded_at: nowIso() })
    .where('id', '=', inviteId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
