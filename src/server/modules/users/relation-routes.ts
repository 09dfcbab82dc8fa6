import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collaborateParamsSchema,
  followParamsSchema,
  toggleCollaborateResponseSchema,
  toggleFollowResponseSchema,
} from '../../../contract/auth.ts';
import { pageQuerySchema } from '../../../contract/common.ts';
import { noteListSchema } from '../../../contract/notes.ts';
import { serverEvents } from '../../../contract/socket-events.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { notify } from '../notifications/notify.ts';
import { hasNotifiedSince } from '../notifications/repository.ts';
import { findSummary } from './repository.ts';
import { toggleCollaboration, toggleFollow } from './relations.ts';
import { toUserSummary } from './mappers.ts';
import { collaboratorNotes } from '../notes/collaborator-notes.ts';

const cannotRelateToSelf = (what: string) => new HttpError(400, 'CANNOT_FOLLOW_SELF', `You cannot ${what} yourself.`);

/** Unfollowing and following again within this window does not notify a second time. */
const FOLLOW_NOTICE_WINDOW_MS = 60 * 60 * 1000;

export const relationRoutes: FastifyPluginAsyncZod = async (app) => {
  const followedRecently = (actorId: string, userId: string) =>
    hasNotifiedSince(app.db, { userId, actorId, type: 'follow', sinceIso: new Date(Date.now() - FOLLOW_NOTICE_WINDOW_MS).toISOString() });

  app.post(
    '/toggle-follow/:followingId',
    { schema: { params: followParamsSchema, response: { 200: toggleFollowResponseSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { followingId } = request.params;
      if (followingId === me.id) throw cannotRelateToSelf('follow');
      if (!(await findSummary(app.db, followingId))) throw notFound('User');
      await app.blocks.assertNotBlocked(me.id, followingId);
      const result = await toggleFollow(app.db, me.id, followingId);
      if (result.following && !(await followedRecently(me.id, followingId))) {
        const newNotification = await notify(
          app,
          { userId: followingId, type: 'follow', actor: me, message: `${me.name} started following you`, link: `/profile/${me.id}` },
          { emit: false },
        );
        if (newNotification) app.realtime.toUser(followingId, serverEvents.newFollower, { follower: toUserSummary(me), newNotification });
      }
      await Promise.all([app.realtime.presence.announce(me.id), app.realtime.presence.announce(followingId)]);
      return result;
    },
  );

  app.post(
    '/toggle-collaborate/:collaboratingId',
    { schema: { params: collaborateParamsSchema, response: { 200: toggleCollaborateResponseSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { collaboratingId } = request.params;
      if (collaboratingId === me.id) throw cannotRelateToSelf('collaborate with');
      if (!(await findSummary(app.db, collaboratingId))) throw notFound('User');
      await app.blocks.assertNotBlocked(me.id, collaboratingId);
      const { before, after } = await toggleCollaboration(app.db, me.id, collaboratingId);
      const asked = before === 'none' && after === 'requested';
      const accepted = before === 'incoming' && after === 'mutual';
      if (asked || accepted) {
        await notify(app, {
          userId: collaboratingId,
          type: 'collaborate',
          actor: me,
          message: accepted ? `${me.name} accepted your collaboration request` : `${me.name} wants to collaborate with you`,
          link: `/profile/${me.id}`,
        });
      }
      return { collaboration: after };
    },
  );

  app.get(
    '/get-collaborators-notes',
    { schema: { querystring: pageQuerySchema, response: { 200: noteListSchema } } },
    async (request) => {
      const me = currentUser(request);
      return collaboratorNotes(app.db, me.id, request.query);
    },
  );
};
