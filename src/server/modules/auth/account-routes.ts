import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_CHANGED_MESSAGE, SAME_PASSWORD_MESSAGE, changePasswordBodySchema, deleteAccountBodySchema } from '../../../contract/auth.ts';
import { deletedSchema, messageSchema } from '../../../contract/common.ts';
import { HttpError, invalidField } from '../../lib/http-error.ts';
import { currentUser, type AfterAccountDeletion } from '../../plugins/auth.ts';
import { updateUser } from '../users/repository.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.ts';
import { revokeResetTokens } from './password-reset.ts';
import { revokeAllSessions } from './sessions.ts';

const wrongPassword = () => new HttpError(400, 'WRONG_PASSWORD', 'The password you entered is incorrect.');

/** The signed-in person's own account: a new password, or the account gone. Both ask for the current password. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/delete-my-account',
    { schema: { body: deleteAccountBodySchema, response: { 200: deletedSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      if (!(await verifyPassword(me.password_hash, request.body.password))) throw wrongPassword();
      const afterwards = await app.db.transaction().execute(async (trx) => {
        const followUps: AfterAccountDeletion[] = [];
        for (const step of app.accountDeletionSteps) {
          const followUp = await step(trx, me.id);
          if (followUp) followUps.push(followUp);
        }
        await trx.deleteFrom('users').where('id', '=', me.id).execute();
        return followUps;
      });
      if (me.avatar_key) await app.storage.remove(me.avatar_key);
      // The account is gone whatever happens here; a failure only costs others a live update.
      for (const followUp of afterwards) await followUp().catch((err: unknown) => request.log.error({ err }, 'after account deletion'));
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
      // currentPassword is now known to be the current one, so comparing the two texts suffices.
      if (newPassword === currentPassword) throw invalidField('body.newPassword', SAME_PASSWORD_MESSAGE);
      assertStrongPassword(newPassword, 'body.newPassword');
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await updateUser(trx, me.id, { password_hash: passwordHash });
        await revokeAllSessions(trx, me.id);
        await revokeResetTokens(trx, me.id);
      });
      app.realtime.endSessions({ userId: me.id });
      app.clearSessionCookies(reply);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};
