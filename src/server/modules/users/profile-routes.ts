import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updatePreferencesBodySchema, updateProfileBodySchema, usersListSchema, usersQuerySchema } from '../../../contract/auth.ts';
import { idParamsSchema } from '../../../contract/common.ts';
import { rooms } from '../../../contract/socket-events.ts';
import { meSchema, userProfileSchema } from '../../../contract/users.ts';
import type { UserUpdate } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { collaborationBetween, findUserById, isFollowing, relationCounts, searchUsers, updateUser } from './repository.ts';
import { toMe, toUserSummary } from './mappers.ts';

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? (1 as const) : (0 as const));

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user', { schema: { response: { 200: meSchema } } }, async (request) => toMe(currentUser(request)));

  app.get(
    '/user-profile/:id',
    { schema: { params: idParamsSchema, response: { 200: userProfileSchema } } },
    async (request) => {
      const me = currentUser(request);
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound('User');
      const [counts, following, followsMe, collaboration, online, blocked] = await Promise.all([
        relationCounts(app.db, user.id),
        isFollowing(app.db, me.id, user.id),
        isFollowing(app.db, user.id, me.id),
        collaborationBetween(app.db, me.id, user.id),
        user.show_online_status === 1 ? app.realtime.presence.isOnline(user.id) : Promise.resolve(false),
        app.blocks.between(me.id, user.id),
      ]);
      return {
        ...toUserSummary(user),
        bio: user.bio,
        createdAt: user.created_at,
        ...counts,
        isFollowing: following,
        followsMe,
        collaboration,
        // Presence is hidden both ways across a block.
        online: online && !blocked,
      };
    },
  );

  app.get('/users', { schema: { querystring: usersQuerySchema, response: { 200: usersListSchema } } }, async (request) => {
    const { take, ...filters } = request.query;
    const rows = await searchUsers(app.db, { ...filters, take });
    const page = rows.slice(0, take);
    return { items: page.map(toUserSummary), nextCursor: rows.length > take ? (page.at(-1)?.id ?? null) : null };
  });

  app.patch(
    '/update-preferences',
    { schema: { body: updatePreferencesBodySchema, response: { 200: meSchema } } },
    async (request) => {
      const body = request.body;
      const patch: UserUpdate = {
        color_mode: body.colorMode,
        low_data_mode: flag(body.lowDataMode),
        sound: flag(body.sound),
        email_notifications: flag(body.emailNotifications),
        show_online_status: flag(body.showOnlineStatus),
      };
      const user = await updateUser(app.db, currentUser(request).id, patch);
      if (body.showOnlineStatus !== undefined) await app.realtime.presence.announce(user.id);
      return toMe(user);
    },
  );

  app.patch('/update-profile', { schema: { body: updateProfileBodySchema, response: { 200: meSchema } } }, async (request) => {
    const me = currentUser(request);
    const { name, bio, institutionId } = request.body;
    const user = await updateUser(app.db, me.id, { name, bio, institution_id: institutionId });
    if (user.institution_id !== me.institution_id) {
      // Open tabs hear the new campus's posts from now on, on every instance.
      const sockets = app.realtime.io.in(rooms.user(me.id));
      if (me.institution_id !== null) sockets.socketsLeave(rooms.institution(me.institution_id));
      if (user.institution_id !== null) sockets.socketsJoin(rooms.institution(user.institution_id));
    }
    return toMe(user);
  });
};
