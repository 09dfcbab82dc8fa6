import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_CHANGED_MESSAGE,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  updatePreferencesBodySchema,
  updateProfileBodySchema,
  usersListSchema,
  usersQuerySchema,
} from '../../../contract/auth.ts';
import { deletedSchema, idParamsSchema, messageSchema } from '../../../contract/common.ts';
import { rooms } from '../../../contract/socket-events.ts';
import { meSchema, userProfileSchema } from '../../../contract/users.ts';
import type { UserUpdate } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.ts';
import { collaborationBetween, findUserById, isFollowing, relationCounts, searchUsers, updateUser } from './repository.ts';
import { revokeAllSessions } from './sessions.ts';
import { toMe, toUserSummary } from './user-mappers.ts';

const wrongPassword = () => new HttpError(400, 'WRONG_PASSWORD', 'The password you entered is incorrect.');
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
      const [counts, following, followsMe, collaboration, online] = await Promise.all([
        relationCounts(app.db, user.id),
        isFollowing(app.db, me.id, user.id),
        isFollowing(app.db, user.id, me.id),
        collaborationBetween(app.db, me.id, user.id),
        user.show_online_status === 1 ? app.realtime.presence.isOnline(user.id) : Promise.resolve(false),
      ]);
      return {
        ...toUserSummary(user),
        bio: user.bio,
        createdAt: user.created_at,
        ...counts,
        isFollowing: following,
        followsMe,
        collaboration,
        online,
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

  app.delete(
    '/delete-my-account',
    { schema: { body: deleteAccountBodySchema, response: { 200: deletedSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      if (!(await verifyPassword(me.password_hash, request.body.password))) throw wrongPassword();
      await app.db.transaction().execute(async (trx) => {
        for (const step of app.accountDeletionSteps) await step(trx, me.id);
        await trx.deleteFrom('users').where('id', '=', me.id).execute();
      });
      if (me.avatar_key) await app.storage.remove(me.avatar_key);
      app.realtime.endSessions({ userId: me.id });
      app.clearSessionCookies(reply);
      return { id: me.id };
    },
  );

  app.put(
    '/update-account-password',
    { schema: { body: changePasswordBodySchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(me.password_hash, currentPassword))) throw wrongPassword();
      assertStrongPassword(newPassword, 'body.newPassword');
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await updateUser(trx, me.id, { password_hash: passwordHash });
        await revokeAllSessions(trx, me.id);
      });
      app.realtime.endSessions({ userId: me.id });
      app.clearSessionCookies(reply);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};
