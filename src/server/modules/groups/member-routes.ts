import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimInviteBodySchema,
  groupInviteSchema,
  inviteIdParamsSchema,
  groupMemberSchema,
  inviteBodySchema,
  inviteListSchema,
  memberParamsSchema,
  removeParticipantBodySchema,
  removeParticipantResponseSchema,
  respondInviteBodySchema,
  respondInviteResponseSchema,
  setMemberRoleBodySchema,
} from '../../../contract/groups.ts';
import { deletedSchema, idParamsSchema } from '../../../contract/common.ts';
import { serverEvents } from '../../../contract/socket-events.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findUserByEmail } from '../users/repository.ts';
import { notify } from '../notifications/notify.ts';
import { addMember, findMember, loadGroup, removeMember, setMemberRole } from './group-repository.ts';
import {
  bindInvite,
  closeInvite,
  deletePendingInvite,
  findInviteByClaim,
  findInviteRecord,
  pendingInvitesFor,
  pendingInvitesOfGroup,
} from './invite-repository.ts';
import { sendInvite } from './invites.ts';
import { assertCanRemove, authorize, cannotRemoveOwner, groupNotFound, roleIn } from './permissions.ts';
import type { GroupRealtime } from './realtime.ts';

const inviteClosed = () => new HttpError(410, 'INVITE_CLOSED', 'This invite has already been answered.');
const memberNotFound = () => notFound('Member');
const inviteLinkDead = () => notFound('Invite');

/** Why a mailed invite link does nothing for this user now; undefined while it may still be used. */
function claimRefusal(claim: Awaited<ReturnType<typeof findInviteByClaim>>, userId: string, now: Date): HttpError | undefined {
  // Unknown, used by this user already, or answered or withdrawn: the link is spent.
  if (!claim || claim.status !== 'pending' || claim.user_id === userId) return inviteLinkDead();
  if (claim.user_id) return conflict('CONFLICT', 'This invite link has already been used by another account.');
  if (!claim.claim_expires_at || claim.claim_expires_at <= now.toISOString()) return inviteLinkDead();
  return undefined;
}

export const memberRoutes: FastifyPluginAsyncZod<{ live: GroupRealtime }> = async (app, { live }) => {
  app.post(
    '/invite',
    { schema: { body: inviteBodySchema, response: { 200: groupInviteSchema, 201: groupInviteSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { groupId, email } = request.body;
      await authorize(app.db, groupId, me.id, 'invite');
      const invitee = await findUserByEmail(app.db, email);
      if (invitee && (await roleIn(app.db, groupId, invitee.id))) {
        throw conflict('ALREADY_MEMBER', `${email} is already a member of this group.`);
      }
      if (invitee) await app.blocks.assertNotBlocked(me.id, invitee.id);
      await app.limits.groupInvites.hit(me.id);
      const { invite, created } = await sendInvite(app, request, { groupId, email, inviter: me, invitee });
      return reply.status(created ? 201 : 200).send(invite);
    },
  );

  // An invite is someone's only by its user id: the address alone proves nothing (sign-up does not check it).
  app.get('/invites', { schema: { response: { 200: inviteListSchema } } }, async (request) => ({
    items: await pendingInvitesFor(app.db, currentUser(request).id),
  }));

  app.post('/invites/claim', { schema: { body: claimInviteBodySchema, response: { 200: groupInviteSchema } } }, async (request) => {
    const me = currentUser(request);
    const { token } = request.body;
    const now = app.clock.now();
    const claim = await findInviteByClaim(app.db, token);
    const refusal = claimRefusal(claim, me.id, now);
    if (refusal || !claim) throw refusal ?? inviteLinkDead();
    await app.blocks.assertNotBlocked(me.id, claim.inviter_id);
    const invite = await bindInvite(app.db, claim.id, me.id);
    if (invite) return invite;
    // Someone else used the link, or the invite was answered or withdrawn, a moment ago.
    throw claimRefusal(await findInviteByClaim(app.db, token), me.id, now) ?? inviteLinkDead();
  });

  app.get('/:id/invites', { schema: { params: idParamsSchema, response: { 200: inviteListSchema } } }, async (request) => {
    const me = currentUser(request);
    await authorize(app.db, request.params.id, me.id, 'invite');
    return { items: await pendingInvitesOfGroup(app.db, request.params.id) };
  });

  app.delete(
    '/cancel-invite/:inviteId',
    { schema: { params: inviteIdParamsSchema, response: { 200: deletedSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { inviteId } = request.params;
      const invite = await findInviteRecord(app.db, inviteId);
      // An invite to a group the caller is not in does not exist for them.
      const role = invite ? await roleIn(app.db, invite.group_id, me.id) : null;
      if (!invite || !role) throw notFound('Invite');
      await authorize(app.db, invite.group_id, me.id, 'invite');
      if (invite.status !== 'pending' || !(await deletePendingInvite(app.db, inviteId))) throw inviteClosed();
      live.inviteCancelled({ groupId: invite.group_id, id: inviteId }, invite.user_id ?? undefined);
      return { id: inviteId };
    },
  );

  app.post(
    '/response-to-invite',
    { schema: { body: respondInviteBodySchema, response: { 200: respondInviteResponseSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { inviteId, choice } = request.body;
      const invite = await findInviteRecord(app.db, inviteId);
      if (!invite || invite.user_id !== me.id) throw notFound('Invite');
      if (invite.status !== 'pending') throw inviteClosed();
      if (!choice) {
        if (!(await closeInvite(app.db, inviteId, 'declined'))) throw inviteClosed();
        return { declined: true as const };
      }
      const joined = await app.db.transaction().execute(async (trx) => {
        if (!(await closeInvite(trx, inviteId, 'accepted'))) throw inviteClosed();
        return addMember(trx, invite.group_id, me.id);
      });
      const group = await loadGroup(app.db, invite.group_id, me.id);
      if (!group) throw groupNotFound();
      if (joined) {
        live.joined(me.id, group.id);
        const user = group.users.find((member) => member.id === me.id);
        if (user) live.toGroup(group.id, serverEvents.groupMemberJoined, { groupId: group.id, user });
        await notify(app, {
          userId: invite.inviter_id,
          type: 'group-joined',
          actor: me,
          message: `${me.name} joined ${group.name}`,
          link: `/groups/${group.id}`,
        });
      }
      return { group };
    },
  );

  app.post(
    '/remove-participant',
    { schema: { body: removeParticipantBodySchema, response: { 200: removeParticipantResponseSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { groupId, userId } = request.body;
      const myRole = await authorize(app.db, groupId, me.id, 'view');
      const target = await findMember(app.db, groupId, userId);
      if (!target) throw memberNotFound();
      assertCanRemove({ id: me.id, role: myRole }, target);
      if (await removeMember(app.db, groupId, userId)) live.removed(userId, groupId);
      return { userId };
    },
  );

  app.patch(
    '/:id/members/:userId',
    { schema: { params: memberParamsSchema, body: setMemberRoleBodySchema, response: { 200: groupMemberSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { id, userId } = request.params;
      await authorize(app.db, id, me.id, 'set-role');
      const target = await findMember(app.db, id, userId);
      if (!target) throw memberNotFound();
      if (target.role === 'owner') throw cannotRemoveOwner("The group owner's role cannot be changed.");
      await setMemberRole(app.db, id, userId, request.body.role);
      const group = await loadGroup(app.db, id, me.id);
      const member = group?.users.find((user) => user.id === userId);
      if (!group || !member) throw memberNotFound();
      live.updated(group);
      return member;
    },
  );
};
