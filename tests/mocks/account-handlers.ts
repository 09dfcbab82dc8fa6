/* /auth: my account (profile, preferences, avatar, password, deletion). */
import { HttpResponse } from 'msw';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  PASSWORD_CHANGED_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  updatePreferencesBodySchema,
  updateProfileBodySchema,
} from '../../src/contract/auth.ts';
import { deletedSchema, messageSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { findInstitution } from '../../src/contract/institutions.ts';
import { meSchema } from '../../src/contract/users.ts';
import { db } from './db.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

const wrongPassword = () => apiError(400, 'WRONG_PASSWORD', 'The password you entered is incorrect.');

export const accountHandlers = [
  mockEndpoint(endpoints.auth.updatePreferences, async ({ request }) => {
    const account = signedIn(request);
    const body = await readBody(request, updatePreferencesBodySchema);
    const { me } = account;
    account.me = meSchema.parse({ ...me, preferences: { ...me.preferences, ...body } });
    return HttpResponse.json(account.me);
  }),

  mockEndpoint(endpoints.auth.updateProfile, async ({ request }) => {
    const account = signedIn(request);
    const body = await readBody(request, updateProfileBodySchema);
    const { me } = account;
    const institutionId = body.institutionId ?? me.institutionId;
    account.me = meSchema.parse({
      ...me,
      name: body.name ?? me.name,
      bio: body.bio ?? me.bio,
      institutionId,
      nameOfUniversity: findInstitution(institutionId)?.name ?? null,
    });
    return HttpResponse.json(account.me);
  }),

  mockEndpoint(endpoints.auth.uploadAvatar, async ({ request }) => {
    const account = signedIn(request);
    const form = await request.formData();
    // A file of whatever realm (the browser's, or Node's in the client tests): anything but text.
    const file = form.get('file');
    if (!file || typeof file === 'string') return apiError(400, 'VALIDATION_FAILED', 'Attach a file in the "file" field.');
    account.me = meSchema.parse({ ...account.me, avatarUrl: `/api/v1/avatars/avatar-${account.me.id}.webp` });
    return HttpResponse.json(account.me);
  }),

  mockEndpoint(endpoints.auth.changePassword, async ({ request }) => {
    const account = signedIn(request);
    const body = await readBody(request, changePasswordBodySchema);
    if (body.currentPassword !== account.password) return wrongPassword();
    if (body.newPassword === body.currentPassword) return apiError(400, 'VALIDATION_FAILED', SAME_PASSWORD_MESSAGE);
    account.password = body.newPassword;
    db.sessionUserId = null;
    return HttpResponse.json(messageSchema.parse({ message: PASSWORD_CHANGED_MESSAGE }));
  }),

  mockEndpoint(endpoints.auth.deleteAccount, async ({ request }) => {
    const account = signedIn(request);
    const body = await readBody(request, deleteAccountBodySchema);
    if (body.password !== account.password) return wrongPassword();
    db.accounts.delete(account.me.id);
    db.sessionUserId = null;
    return HttpResponse.json(deletedSchema.parse({ id: account.me.id }));
  }),
];
