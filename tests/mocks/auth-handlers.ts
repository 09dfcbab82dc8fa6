/* /auth: sign-up, sign-in, session, password reset and sign-out. */
import { HttpResponse } from 'msw';
import {
  INVALID_CREDENTIALS_MESSAGE,
  requestResetBodySchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  updatePasswordBodySchema,
  validateTokenResponseSchema,
} from '../../src/contract/auth.ts';
import { messageSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { addAccount, buildMe, db, findByEmail } from './db.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

const RESET_TOKEN = 'valid-reset-token';

export const authHandlers = [
  mockEndpoint(endpoints.auth.signUp, async ({ request }) => {
    const body = await readBody(request, signUpBodySchema);
    if (findByEmail(body.email)) return apiError(409, 'EMAIL_TAKEN', 'An account with this email already exists.');
    const me = buildMe({ name: body.name, email: body.email, institutionId: body.institutionId });
    addAccount(me, { password: body.password });
    db.sessionUserId = me.id;
    return HttpResponse.json(sessionResponseSchema.parse({ token: 'session-token', user: me }), { status: 201 });
  }),

  mockEndpoint(endpoints.auth.signIn, async ({ request }) => {
    const body = await readBody(request, signInBodySchema);
    const account = findByEmail(body.email);
    if (!account || account.password !== body.password) return apiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    db.sessionUserId = account.me.id;
    return HttpResponse.json(sessionResponseSchema.parse({ token: 'session-token', user: account.me }));
  }),

  mockEndpoint(endpoints.auth.validateToken, ({ request }) =>
    HttpResponse.json(validateTokenResponseSchema.parse({ user: signedIn(request).me })),
  ),

  mockEndpoint(endpoints.auth.requestResetLink, async ({ request }) => {
    await readBody(request, requestResetBodySchema);
    return HttpResponse.json(messageSchema.parse({ message: 'If an account uses that email, a password reset link is on its way.' }));
  }),

  mockEndpoint(endpoints.auth.resetPassword, async ({ request }) => {
    const body = await readBody(request, updatePasswordBodySchema);
    if (body.token !== RESET_TOKEN) {
      return apiError(400, 'INVALID_RESET_TOKEN', 'This reset link is invalid or has expired. Please ask for a new one.');
    }
    return HttpResponse.json(messageSchema.parse({ message: 'Your password has been updated.' }));
  }),

  mockEndpoint(endpoints.auth.signOut, ({ request }) => {
    signedIn(request);
    db.sessionUserId = null;
    return HttpResponse.json(messageSchema.parse({ message: 'You have been signed out.' }));
  }),
];

export { RESET_TOKEN };
