import type { Updateable } from 'kysely';
import type { GroupInvite } from '../../../contract/groups.ts';
import type { Db } from '../../db/dialect.ts';
import type { GroupInvitesTable } from '../../db/schema.ts';
import { newId, nowIso, randomToken, sha256 } from '../../lib/ids.ts';
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

/** The pending invites that are this account's: sent to it, or claimed by it through a mailed link. */
export async function pendingInvitesFor(db: Db, userId: string): Promise<GroupInvite[]> {
  const rows = await inviteRows(db).where('i.user_id', '=', userId).where('i.status', '=', 'pending').orderBy('i.id', 'desc').execute();
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

async function pendingInvite(db: Db, groupId: string, email: string) {
  return db
    .selectFrom('group_invites')
    .select(['id', 'user_id'])
    .where('group_id', '=', groupId)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

async function mustLoad(db: Db, inviteId: string): Promise<GroupInvite> {
  const invite = await loadInvite(db, inviteId);
  if (!invite) throw new Error('invite vanished after it was written');
  return invite;
}

/** How long a mailed claim link works: a mail read late still works, an old mailbox gives nothing away. */
export const CLAIM_LIFETIME_DAYS = 14;
const CLAIM_LIFETIME_MS = CLAIM_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** Whom an invite is for: the account, or else whoever holds a fresh claim token (only its hash is kept). */
function addressee(inviteeId: string | undefined, now: Date) {
  if (inviteeId) return { columns: { user_id: inviteeId, claim_hash: null, claim_expires_at: null }, claimToken: undefined };
  const claimToken = randomToken();
  const expiresAt = new Date(now.getTime() + CLAIM_LIFETIME_MS).toISOString();
  return { columns: { user_id: null, claim_hash: sha256(claimToken), claim_expires_at: expiresAt }, claimToken };
}

/** Writes to a pending invite nobody holds yet; false when someone claimed, answered or withdrew it first. */
async function updateUnheld(db: Db, inviteId: string, values: Updateable<GroupInvitesTable>): Promise<boolean> {
  const result = await db
    .updateTable('group_invites')
    .set(values)
    .where('id', '=', inviteId)
    .where('status', '=', 'pending')
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type SentInvite = {
  invite: GroupInvite;
  /** False when the invite was already waiting for that address. */
  created: boolean;
  /** The invitee must hear of it: a new invite, or one nobody held yet sent again. */
  announce: boolean;
  /** For the mailed link when no account has the address; never stored. */
  claimToken: string | undefined;
};

/**
 * A new pending invite, or the one already waiting for that address. One still held by
 * nobody is issued afresh (a lost or expired link), to the account the address now has or
 * with a new claim token that replaces the old.
 */
export async function createInvite(
  db: Db,
  input: { groupId: string; inviterId: string; email: string; inviteeId: string | undefined; now: Date },
): Promise<SentInvite> {
  const email = input.email.toLowerCase();
  const to = addressee(input.inviteeId, input.now);
  const existing = await pendingInvite(db, input.groupId, email);
  if (existing) {
    const reissued = existing.user_id === null && (await updateUnheld(db, existing.id, to.columns));
    return { invite: await mustLoad(db, existing.id), created: false, announce: reissued, claimToken: reissued ? to.claimToken : undefined };
  }
  const fresh = newId();
  const result = await db
    .insertInto('group_invites')
    .values({ id: fresh, group_id: input.groupId, inviter_id: input.inviterId, email, created_at: nowIso(), responded_at: null, ...to.columns })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return { invite: await mustLoad(db, fresh), created: true, announce: true, claimToken: to.claimToken };
  // A racing invite to the same address won on the partial unique index: this one is the winner's.
  const winner = await pendingInvite(db, input.groupId, email);
  if (!winner) throw new Error('invite vanished after insert');
  return { invite: await mustLoad(db, winner.id), created: false, announce: false, claimToken: undefined };
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

/** The invite a mailed claim token belongs to, used or not, or undefined for an unknown token. */
export async function findInviteByClaim(db: Db, token: string) {
  return db
    .selectFrom('group_invites')
    .select(['id', 'inviter_id', 'user_id', 'status', 'claim_expires_at'])
    .where('claim_hash', '=', sha256(token))
    .executeTakeFirst();
}

/** Makes a pending invite nobody holds yet the user's; undefined when someone claimed, answered or withdrew it first. */
export async function bindInvite(db: Db, inviteId: string, userId: string): Promise<GroupInvite | undefined> {
  return (await updateUnheld(db, inviteId, { user_id: userId })) ? loadInvite(db, inviteId) : undefined;
}
