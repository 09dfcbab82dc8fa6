/*
 * Who may do what in a group: the one place that decides. Someone who is not a member
 * never learns the group exists (404); a member who may not act gets 403.
 */
import type { GroupRole } from '../../../contract/groups.ts';
import type { Db } from '../../db/dialect.ts';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';

export type GroupAction = 'view' | 'post' | 'comment' | 'like' | 'share' | 'invite' | 'update' | 'delete' | 'set-role';

const allowedRoles: Record<GroupAction, readonly GroupRole[]> = {
  view: ['owner', 'admin', 'member'],
  post: ['owner', 'admin', 'member'],
  comment: ['owner', 'admin', 'member'],
  like: ['owner', 'admin', 'member'],
  share: ['owner', 'admin', 'member'],
  invite: ['owner', 'admin'],
  update: ['owner', 'admin'],
  delete: ['owner'],
  'set-role': ['owner'],
};

const refusals: Record<GroupAction, string> = {
  view: 'You are not a member of this group.',
  post: 'You are not a member of this group.',
  comment: 'You are not a member of this group.',
  like: 'You are not a member of this group.',
  share: 'You are not a member of this group.',
  invite: 'Only the group owner or an admin can invite people.',
  update: 'Only the group owner or an admin can update the group.',
  delete: 'Only the group owner can delete the group.',
  'set-role': 'Only the group owner can change roles.',
};

export const groupNotFound = () => notFound('Group');
export const cannotRemoveOwner = (message = 'The group owner cannot be removed from the group.') =>
  new HttpError(400, 'CANNOT_REMOVE_OWNER', message);

export function can(role: GroupRole, action: GroupAction): boolean {
  return allowedRoles[action].includes(role);
}

export function assertCan(role: GroupRole, action: GroupAction): void {
  if (!can(role, action)) throw forbidden(refusals[action]);
}

/** A message may go by its author's hand or an owner's or admin's. */
export function assertCanDeletePost(role: GroupRole, isAuthor: boolean): void {
  if (!isAuthor && role === 'member') throw forbidden('Only the author, an admin or the owner can delete this post.');
}

/** Only its author may change a message's words; owners and admins may only remove it. */
export function assertCanEditPost(isAuthor: boolean): void {
  if (!isAuthor) throw forbidden('Only the author can edit this post.');
}

type Participant = { id: string; role: GroupRole };

/** Anyone but the owner may leave; the owner removes anyone, an admin removes plain members. */
export function assertCanRemove(actor: Participant, target: Participant): void {
  if (target.role === 'owner') throw cannotRemoveOwner();
  if (actor.id === target.id) return;
  if (actor.role === 'owner') return;
  if (actor.role === 'admin' && target.role === 'member') return;
  throw forbidden(actor.role === 'admin' ? 'Only the group owner can remove an admin.' : 'Only the group owner or an admin can remove members.');
}

export async function roleIn(db: Db, groupId: string, userId: string): Promise<GroupRole | null> {
  const row = await db
    .selectFrom('group_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The caller's role in the group, after checking that they may do `action` there. */
export async function authorize(db: Db, groupId: string, userId: string, action: GroupAction): Promise<GroupRole> {
  const role = await roleIn(db, groupId, userId);
  if (!role) throw groupNotFound();
  assertCan(role, action);
  return role;
}
