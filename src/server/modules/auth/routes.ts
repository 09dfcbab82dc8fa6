import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVALID_CREDENTIALS_MESSAGE,
  requestResetBodySchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  updatePasswordBodySchema,
  validateTokenResponseSchema,
} from '../../../contract/auth.ts';
import { messageSchema } from '../../../contract/common.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { HttpError, conflict } from '../../lib/http-error.ts';
import { appOrigin } from '../../lib/app-origin.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { accountSuspended, currentUser } from '../../plugins/auth.ts';
import { assertStrongPassword, decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { accountRoutes } from './account-routes.ts';
import { consumeResetToken, revokeResetTokens, sendResetLink } from './password-reset.ts';
import { findUserByEmail, insertUser, updateUser } from '../users/repository.ts';
import { createSession, revokeAllSessions, revokeSession } from './sessions.ts';
import { toMe } from '../users/mappers.ts';

const publicRoute = { public: true };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    {
      config: publicRoute,
      // Every attempt counts, valid or not, so it is counted before validation.
      onRequest: async (request) => app.limits.signUpsPerIp.hit(request.ip),
      schema: { body: signUpBodySchema, response: { 201: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { name, email, password, institutionId } = request.body;
      assertStrongPassword(password);
      if (await findUserByEmail(app.db, email)) {
        throw conflict('EMAIL_TAKEN', 'An account with this email already exists.');
      }
      const now = nowIso();
      const user = await insertUser(app.db, {
        id: newId(),
        name,
        email,
        password_hash: await hashPassword(password),
        institution_id: institutionId,
        role: app.config.adminEmails.includes(email) ? 'admin' : 'student',
        avatar_key: null,
        created_at: now,
        updated_at: now,
      }).catch((error: unknown) => {
        // Two sign-ups racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', 'An account with this email already exists.');
        throw error;
      });
      const { token, sessionId } = await createSession(app.db, user.id);
      app.issueSessionCookies(request, reply, token, sessionId);
      return reply.status(201).send({ token, user: toMe(user) });
    },
  );

  app.post(
    '/signIn',
    { config: publicRoute, schema: { body: signInBodySchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const { failedSignInPerAccount: perAccount, failedSignInPerIp: perIp } = app.limits;
      // Counted before the slow password check, or parallel guesses would all pass a check that
      // sees none of the others; a refused attempt, and a right password, are given back.
      await perIp.hit(request.ip);
      await perAccount.hit(email).catch(async (error: unknown) => {
        await perIp.refund(request.ip);
        throw error;
      });
      const user = await findUserByEmail(app.db, email);
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      await Promise.all([perAccount.refund(email), perIp.refund(request.ip)]);
      // Only after the right password, so the answer tells a stranger nothing about the account.
      if (user.suspended_at !== null) throw accountSuspended();
      const { token, sessionId } = await createSession(app.db, user.id);
      app.issueSessionCookies(request, reply, token, sessionId);
      return { token, user: toMe(user) };
    },
  );

  app.post(
    '/request-rest-link',
    {
      config: publicRoute,
      schema: { body: requestResetBodySchema, response: { 200: messageSchema } },
      // Only once the answer is out, so known and unknown addresses are answered alike and as
      // fast; a failure is only logged, or it would tell who has an account.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const sending = sendResetLink(app, request.body.email, appOrigin(app.config, request));
        app.requestsInFlight.track(sending).catch((err: unknown) => request.log.error({ err }, 'reset link could not be sent'));
      },
    },
    async (request) => {
      await app.limits.resetLinksPerEmail.hit(request.body.email);
      return { message: 'If an account uses that email, a password reset link is on its way.' };
    },
  );

  app.post(
    '/update-password',
    { config: publicRoute, schema: { body: updatePasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const { token, password } = request.body;
      assertStrongPassword(password);
      const passwordHash = await hashPassword(password);
      const userId = await app.db.transaction().execute(async (trx) => {
        const userId = await consumeResetToken(trx, token);
        if (!userId) throw new HttpError(400, 'INVALID_RESET_TOKEN', 'This reset link is invalid or has expired. Please ask for a new one.');
        await updateUser(trx, userId, { password_hash: passwordHash });
        await revokeAllSessions(trx, userId);
        await revokeResetTokens(trx, userId);
        return userId;
      });
      app.realtime.endSessions({ userId });
      return { message: 'Your password has been updated.' };
    },
  );

  app.get('/validate-token', { schema: { response: { 200: validateTokenResponseSchema } } }, async (request) => ({
    user: toMe(currentUser(request)),
  }));

  app.post('/signOut', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    if (request.session) {
      await revokeSession(app.db, request.session.id);
      app.realtime.endSessions({ sessionId: request.session.id });
    }
    app.clearSessionCookies(reply);
    return { message: 'You have been signed out.' };
  });

  await app.register(accountRoutes);
};
