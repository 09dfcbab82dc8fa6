import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED_MESSAGE } from '../../src/contract/auth.ts';
import { sha256 } from '../../src/server/lib/ids.ts';
import { asBrowser, errorOf, signIn, validateStatus } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, cookiesOf, signUp } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function browserSession() {
  const account = await signUp(t.app);
  const response = await signIn(t.app, account.email, account.password);
  return { account, jar: cookiesOf(response), token: response.json<{ token: string }>().token, response };
}

const patchBio = (bio: string) => ({ method: 'PATCH' as const, url: '/api/v1/auth/update-profile', payload: { bio } });

describe('session cookies', () => {
  it('sets sid HttpOnly and csrf readable by script, both SameSite=Lax on path /', async () => {
    const { response, token } = await browserSession();
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    const csrf = response.cookies.find((cookie) => cookie.name === 'csrf');
    expect(sid).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).not.toBe(true);
    expect(sid?.secure).toBeUndefined();
  });

  it('marks the cookies Secure when the app is served over https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://campus.example.edu' });
    try {
      const account = await signUp(secure.app);
      const response = await signIn(secure.app, account.email, account.password);
      expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('authenticates a safe request by cookie alone', async () => {
    const { jar, account } = await browserSession();
    const response = await asBrowser(t.app, jar, { csrf: false })({ method: 'GET', url: '/api/v1/auth/user' });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(account.user.id);
  });
});

describe('CSRF and Origin', () => {
  it.each([
    ['PATCH', patchBio('from a forged form')],
    ['PUT', { method: 'PUT' as const, url: '/api/v1/auth/update-account-password', payload: { currentPassword: 'x', newPassword: 'y' } }],
    ['POST', { method: 'POST' as const, url: '/api/v1/auth/signOut' }],
    ['DELETE', { method: 'DELETE' as const, url: '/api/v1/auth/delete-my-account', payload: { password: 'x' } }],
  ])('refuses a cookie-authenticated %s without X-CSRF-Token with 403 CSRF_FAILED', async (_method, call) => {
    const { jar, token } = await browserSession();
    const response = await asBrowser(t.app, jar, { csrf: false })(call);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({ code: 'CSRF_FAILED', error: 'Forbidden' });
    expect(await validateStatus(t.app, token)).toBe(200);
  });

  it('refuses a wrong token and the token of another session', async () => {
    const { jar } = await browserSession();
    const other = await browserSession();
    for (const csrf of ['forged', other.jar.csrf]) {
      const response = await asBrowser(t.app, jar, { csrf })(patchBio('x'));
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('CSRF_FAILED');
    }
  });

  it('accepts a cookie-authenticated write that echoes the csrf cookie', async () => {
    const { jar } = await browserSession();
    const response = await asBrowser(t.app, jar)(patchBio('Level 300 law student'));
    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toBe('Level 300 law student');
  });

  it('gives a lost csrf cookie back on the next read, so reloading mends a refused write', async () => {
    const { jar } = await browserSession();
    const withoutToken = { sid: jar.sid };
    const refused = await t.app.inject({ ...patchBio('x'), cookies: withoutToken });
    expect(errorOf(refused).message).toBe('The security token is missing or wrong. Reload the page and try again.');

    const reload = await t.app.inject({ method: 'GET', url: '/api/v1/auth/user', cookies: withoutToken });
    expect(reload.statusCode).toBe(200);
    const csrf = reload.cookies.find((cookie) => cookie.name === 'csrf');
    expect(csrf).toMatchObject({ value: jar.csrf, path: '/', sameSite: 'Lax' });
    expect(csrf?.httpOnly).toBeFalsy();
    expect((await asBrowser(t.app, { sid: jar.sid, csrf: csrf?.value ?? '' })(patchBio('mended'))).statusCode).toBe(200);

    // With the cookie in place, a read sets nothing; nor does a public answer, which a cache may hand to others.
    expect((await asBrowser(t.app, jar)({ method: 'GET', url: '/api/v1/auth/user' })).cookies).toEqual([]);
    const institutions = await t.app.inject({ method: 'GET', url: '/api/v1/institutions', cookies: withoutToken });
    expect(institutions.statusCode).toBe(200);
    expect(institutions.cookies).toEqual([]);
  });

  it('accepts a Bearer write without any CSRF header', async () => {
    const account = await signUp(t.app);
    const response = await as(t.app, account)(patchBio('Bearer works'));
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unsafe request from a foreign Origin, even with a Bearer token or valid CSRF', async () => {
    const { jar, account } = await browserSession();
    const headers = { origin: 'https://evil.example', host: 'campus.test:3000' };
    for (const response of [
      await as(t.app, account)({ ...patchBio('x'), headers }),
      await asBrowser(t.app, jar)({ ...patchBio('x'), headers }),
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/signIn', headers, payload: { email: account.email, password: account.password } }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('CSRF_FAILED');
    }
  });

  it('accepts the app’s own Origin', async () => {
    const { jar } = await browserSession();
    const response = await asBrowser(t.app, jar)({ ...patchBio('own origin'), headers: { origin: 'http://campus.test:3000', host: 'campus.test:3000' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('state never changes on GET', () => {
  it.each(['/api/v1/auth/signOut', '/api/v1/auth/toggle-follow/some-id', '/api/v1/auth/toggle-collaborate/some-id'])(
    'GET %s answers 405 with Allow: POST',
    async (url) => {
      const account = await signUp(t.app);
      const response = await as(t.app, account)({ method: 'GET', url });
      expect(response.statusCode).toBe(405);
      expect(errorOf(response)).toMatchObject({ code: 'METHOD_NOT_ALLOWED', error: 'Method Not Allowed' });
      expect(response.headers.allow).toBe('POST');
      expect(await validateStatus(t.app, account.token)).toBe(200);
    },
  );
});

describe('revocation', () => {
  it('sign-out revokes the session and clears both cookies, leaving other sessions alive', async () => {
    const { jar, token, account } = await browserSession();
    const response = await asBrowser(t.app, jar)({ method: 'POST', url: '/api/v1/auth/signOut' });
    expect(response.statusCode).toBe(200);
    expect(typeof response.json().message).toBe('string');
    const cleared = response.cookies.filter((cookie) => cookie.value === '' && (cookie.expires?.getTime() ?? Infinity) <= Date.now());
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['csrf', 'sid']);
    expect(await validateStatus(t.app, token)).toBe(401);
    expect(await validateStatus(t.app, account.token)).toBe(200);
  });

  it('a password change revokes every session; the old password then fails and the new one works', async () => {
    const { jar, token, account } = await browserSession();
    const newPassword = 'adinkra-symbols-77';
    const response = await asBrowser(t.app, jar)({
      method: 'PUT',
      url: '/api/v1/auth/update-account-password',
      payload: { currentPassword: account.password, newPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    expect(PASSWORD_CHANGED_MESSAGE).toBe('Password successfully updated. Please login again');
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['csrf', 'sid']);
    expect(await validateStatus(t.app, token)).toBe(401);
    expect(await validateStatus(t.app, account.token)).toBe(401);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(t.app, account.email, newPassword)).statusCode).toBe(200);
  });

  it('a password change with the wrong current password is 400 WRONG_PASSWORD and changes nothing', async () => {
    const account = await signUp(t.app);
    const response = await as(t.app, account)({
      method: 'PUT',
      url: '/api/v1/auth/update-account-password',
      payload: { currentPassword: 'not-my-password', newPassword: 'adinkra-symbols-77' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('WRONG_PASSWORD');
    expect(await validateStatus(t.app, account.token)).toBe(200);
    expect((await signIn(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('a password change to a common or too short password is refused at body.newPassword', async () => {
    const account = await signUp(t.app);
    for (const newPassword of ['iloveyou', 'short']) {
      const response = await as(t.app, account)({
        method: 'PUT',
        url: '/api/v1/auth/update-account-password',
        payload: { currentPassword: account.password, newPassword },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details?.map((detail) => detail.path)).toEqual(['body.newPassword']);
    }
    expect(await validateStatus(t.app, account.token)).toBe(200);
  });
});

describe('expiry', () => {
  const sessionRow = (token: string) => t.app.db.updateTable('sessions').where('id', '=', sha256(token));

  it('ends a session idle for 14 days and deletes its row', async () => {
    const account = await signUp(t.app);
    await sessionRow(account.token).set({ last_used_at: daysAgo(14) }).execute();
    expect(await validateStatus(t.app, account.token)).toBe(401);
    const left = await t.app.db.selectFrom('sessions').select('id').where('id', '=', sha256(account.token)).execute();
    expect(left).toEqual([]);
  });

  it('keeps a session used 13 days ago and renews its last use', async () => {
    const account = await signUp(t.app);
    await sessionRow(account.token).set({ last_used_at: daysAgo(13) }).execute();
    expect(await validateStatus(t.app, account.token)).toBe(200);
    const row = await t.app.db.selectFrom('sessions').select('last_used_at').where('id', '=', sha256(account.token)).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_used_at)).toBeLessThan(DAY);
  });

  it('ends a session 90 days after it began even when used every day', async () => {
    const account = await signUp(t.app);
    await sessionRow(account.token)
      .set({ created_at: daysAgo(90), expires_at: new Date(Date.now() - 1000).toISOString(), last_used_at: daysAgo(0.5) })
      .execute();
    expect(await validateStatus(t.app, account.token)).toBe(401);
  });

  it('sets the absolute expiry 90 days after sign-in', async () => {
    const account = await signUp(t.app);
    const row = await t.app.db.selectFrom('sessions').selectAll().where('id', '=', sha256(account.token)).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(90 * DAY);
  });
});
