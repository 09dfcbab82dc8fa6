import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, sessionResponseSchema } from '../../src/contract/auth.ts';
import { meSchema } from '../../src/contract/users.ts';
import { errorOf, signIn, uniqueEmail, uniqueIp, validateStatus } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, as, signUp } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const signUpRaw = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: payload as object, remoteAddress: uniqueIp() });

const validBody = () => ({ name: 'Ama Mensah', email: uniqueEmail('ama'), password: DEFAULT_PASSWORD, institutionId: 1000 });

describe('POST /auth/signup', () => {
  it('creates the account, answers 201 with a token and Me, and signs the browser in', async () => {
    const body = { ...validBody(), email: `  ${uniqueEmail('Kofi').toUpperCase()}  `, name: '  Kofi Boateng  ', institutionId: 1002 };
    const response = await signUpRaw(body);
    expect(response.statusCode).toBe(201);
    const { token, user } = sessionResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      name: 'Kofi Boateng',
      email: body.email.trim().toLowerCase(),
      bio: '',
      role: 'student',
      avatarUrl: null,
      institutionId: 1002,
      nameOfUniversity: 'University of Cape Coast',
      preferences: { colorMode: 'light', lowDataMode: false, sound: true, emailNotifications: true, showOnlineStatus: true },
    });
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
    expect(response.json().user).not.toHaveProperty('password_hash');
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['csrf', 'sid']);
    expect(await validateStatus(t.app, token)).toBe(200);
  });

  it('refuses a second account for the same email in any letter case with 409 EMAIL_TAKEN', async () => {
    const first = await signUp(t.app, { email: uniqueEmail('yaw') });
    const response = await signUpRaw({ ...validBody(), email: first.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'EMAIL_TAKEN' });
  });

  it('gives the admin role to an address listed in ADMIN_EMAILS, whatever its case', async () => {
    const response = await signUpRaw({ ...validBody(), email: 'Admin@Campus.Test' });
    expect(response.statusCode).toBe(201);
    expect(meSchema.parse(response.json().user).role).toBe('admin');
  });

  it('names the failing field in VALIDATION_FAILED details', async () => {
    const response = await signUpRaw({ ...validBody(), email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Bad Request' });
    expect(error.details?.map((detail) => detail.path)).toEqual(['body.email']);
  });

  it('refuses a commonly used password', async () => {
    const response = await signUpRaw({ ...validBody(), password: 'password123' });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([{ path: 'body.password', message: expect.stringMatching(/too common/) }]);
  });

  it.each([
    ['a name of only spaces', { name: '   ' }, 'body.name'],
    ['a name over 80 characters', { name: 'n'.repeat(81) }, 'body.name'],
    ['a password under 8 characters', { password: 'k3nt3!x' }, 'body.password'],
    ['a password over 128 characters', { password: 'k'.repeat(129) }, 'body.password'],
    ['an email over 254 characters', { email: `${'e'.repeat(250)}@campus.test` }, 'body.email'],
    ['an institution outside 1000–1017', { institutionId: 1018 }, 'body.institutionId'],
    ['a fractional institution id', { institutionId: 1000.5 }, 'body.institutionId'],
    ['an institution id as a string', { institutionId: '1000' }, 'body.institutionId'],
    ['a name as a number', { name: 42 }, 'body.name'],
    ['a missing password', { password: undefined }, 'body.password'],
  ])('refuses %s with 400 at its path', async (_label, patch, path) => {
    const response = await signUpRaw({ ...validBody(), ...patch });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.map((detail) => detail.path)).toContain(path);
  });

  it('accepts the limits themselves: an 80-character name (after trimming) and a 128-character password', async () => {
    const response = await signUpRaw({ ...validBody(), name: `  ${'N'.repeat(80)}  `, password: 'p@ss-'.repeat(25) + 'abc' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.name).toBe('N'.repeat(80));
  });

  it('ignores unknown body fields, including an attempt to pick a role', async () => {
    const response = await signUpRaw({ ...validBody(), role: 'admin', bio: 'sneaky', favouriteColour: 'blue' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'student', bio: '' });
    expect(response.json().user).not.toHaveProperty('favouriteColour');
  });
});

describe('POST /auth/signIn', () => {
  it('signs in with the email in any case and answers a new token and Me', async () => {
    const account = await signUp(t.app);
    const response = await signIn(t.app, account.email.toUpperCase(), account.password);
    expect(response.statusCode).toBe(200);
    const { token, user } = sessionResponseSchema.parse(response.json());
    expect(token).not.toBe(account.token);
    expect(user.id).toBe(account.user.id);
    expect(await validateStatus(t.app, token)).toBe(200);
    expect(await validateStatus(t.app, account.token)).toBe(200);
  });

  it('answers 401 INVALID_CREDENTIALS with the same message for a wrong password and an unknown email', async () => {
    const account = await signUp(t.app);
    for (const response of [
      await signIn(t.app, account.email, 'wrong-password-1'),
      await signIn(t.app, uniqueEmail('nobody'), account.password),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'INVALID_CREDENTIALS',
        message: INVALID_CREDENTIALS_MESSAGE,
      });
      expect(INVALID_CREDENTIALS_MESSAGE).toBe('Email or password is incorrect.');
      expect(response.cookies).toEqual([]);
    }
  });

  it('refuses a missing or mistyped field with 400', async () => {
    for (const payload of [{ email: 'a@campus.test' }, { email: 'a@campus.test', password: 12345678 }, { password: 'x' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signIn', payload, remoteAddress: uniqueIp() });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /auth/validate-token and /auth/user', () => {
  it('answers the signed-in user as { user: Me } and as Me', async () => {
    const account = await signUp(t.app, { name: 'Esi Owusu' });
    const validate = await as(t.app, account)({ method: 'GET', url: '/api/v1/auth/validate-token' });
    expect(validate.statusCode).toBe(200);
    expect(meSchema.parse(validate.json().user)).toEqual(account.user);
    const user = await as(t.app, account)({ method: 'GET', url: '/api/v1/auth/user' });
    expect(meSchema.parse(user.json())).toEqual(account.user);
  });

  it('answers 401 UNAUTHENTICATED for no token and for a made-up one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/auth/validate-token' });
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).code).toBe('UNAUTHENTICATED');
    expect(await validateStatus(t.app, 'made-up-token')).toBe(401);
  });
});
