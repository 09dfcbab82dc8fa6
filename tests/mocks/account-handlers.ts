/* /auth: my account (profile, preferences, avatar, password, deletion). */
import { http, HttpResponse } from 'msw';
import { PASSWORD_CHANGED_MESSAGE } from '../../src/contract/auth.ts';
import { deletedSchema, messageSchema } from '../../src/contract/common.ts';
import { findInstitution } from '../../src/contract/institutions.ts';
import { meSchema, type Me } from '../../src/contract/users.ts';
import { db } from './db.ts';
import { apiError } from './errors.ts';
import { authenticate } from './session.ts';

type Json = Record<string, unknown>;

const wrongPassword = () => apiError(400, 'WRONG_PASSWORD', 'The password you entered is incorrect.');

export const accountHandlers = [
  http.patch('/api/v1/auth/update-preferences', async ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const body = (await request.json()) as Partial<Me['preferences']>;
    const me = auth.account.me;
    auth.account.me = meSchema.parse({ ...me, preferences: { ...me.preferences, ...body } });
    return HttpResponse.json(auth.account.me);
  }),

  http.patch('/api/v1/auth/update-profile', async ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const body = (await request.json()) as Json;
    const me = auth.account.me;
    const institutionId = typeof body.institutionId === 'number' ? body.institutionId : me.institutionId;
    auth.account.me = meSchema.parse({
      ...me,
      name: typeof body.name === 'string' ? body.name : me.name,
      bio: typeof body.bio === 'string' ? body.bio : me.bio,
      institutionId,
      nameOfUniversity: findInstitution(institutionId)?.name ?? null,
    });
    return HttpResponse.json(auth.account.me);
  }),

  http.post('/api/v1/auth/avatar', async ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const form = await request.formData();
    if (!(form.get('file') instanceof File)) return apiError(400, 'VALIDATION_FAILED', 'Attach a file in the "file" field.');
    auth.account.me = meSchema.parse({ ...auth.account.me, avatarUrl: `/api/v1/avatars/avatar-${auth.account.me.id}.webp` });
    return HttpResponse.json(auth.account.me);
  }),

  http.put('/api/v1/auth/update-account-password', async ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const body = (await request.json()) as Json;
    if (body.currentPassword !== auth.account.password) return wrongPassword();
    auth.account.password = String(body.newPassword);
    db.sessionUserId = null;
    return HttpResponse.json(messageSchema.parse({ message: PASSWORD_CHANGED_MESSAGE }));
  }),

  http.delete('/api/v1/auth/delete-my-account', async ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const body = (await request.json()) as Json;
    if (body.password !== auth.account.password) return wrongPassword();
    db.accounts.delete(auth.account.me.id);
    db.sessionUserId = null;
    return HttpResponse.json(deletedSchema.parse({ id: auth.account.me.id }));
  }),
];
