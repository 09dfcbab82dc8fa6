/* /auth: sign-up, sign-in, session, password reset and sign-out. */
import { http, HttpResponse } from 'msw';
import { INVALID_CREDENTIALS_MESSAGE, sessionResponseSchema, validateTokenResponseSchema } from '../../src/contract/auth.ts';
import { messageSchema } from '../../src/contract/common.ts';
import { addAccount, buildMe, db, findByEmail } from './db.ts';
import { apiError } from './errors.ts';
import { authenticate } from './session.ts';

type Json = Record<string, unknown>;

const RESET_TOKEN = 'valid-reset-token';

export const authHandlers = [
  http.post('/api/v1/auth/signup', async ({ request }) => {
    const body = (await request.json()) as Json;
    const email = String(body.email).toLowerCase();
    if (findByEmail(email)) return apiError(409, 'EMAIL_TAKEN', 'An account with this email already exists.');
    const me = buildMe({ name: String(body.name), email, institutionId: Number(body.institutionId) });
    addAccount(me, { password: String(body.password) });
    db.sessionUserId = me.id;
    return HttpResponse.json(sessionResponseSchema.parse({ token: 'session-token', user: me }), { status: 201 });
  }),

  http.post('/api/v1/auth/signIn', async ({ request }) => {
    const body = (await request.json()) as Json;
    const account = findByEmail(String(body.email));
    if (!account || account.password !== body.password) return apiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    db.sessionUserId = account.me.id;
    return HttpResponse.json(sessionResponseSchema.parse({ token: 'session-token', user: account.me }));
  }),

  http.get('/api/v1/auth/validate-token', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    return HttpResponse.json(validateTokenResponseSchema.parse({ user: auth.account.me }));
  }),

  http.post('/api/v1/auth/request-rest-link', () =>
    HttpResponse.json(messageSchema.parse({ message: 'If an account uses that email, a password reset link is on its way.' })),
  ),

  http.post('/api/v1/auth/update-password', async ({ request }) => {
    const body = (await request.json()) as Json;
    if (body.token !== RESET_TOKEN) {
      return apiError(400, 'INVALID_RESET_TOKEN', 'This reset link is invalid or has expired. Please ask for a new one.');
    }
    return HttpResponse.json(messageSchema.parse({ message: 'Your password has been updated.' }));
  }),

  http.post('/api/v1/auth/signOut', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    db.sessionUserId = null;
    return HttpResponse.json(messageSchema.parse({ message: 'You have been signed out.' }));
  }),
];

export { RESET_TOKEN };
