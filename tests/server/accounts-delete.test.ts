import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '../../src/contract/users.ts';
import { backgroundWorkDone, errorOf, signIn, validateStatus } from './support/accounts.ts';
import { multipart, pngImage } from './support/multipart.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const deleteAccount = (user: TestUser, password: string) =>
  as(t.app, user)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password } });

async function rowsTouching(userId: string) {
  const db = t.app.db;
  const [sessions, follows, collaborations, notifications, resets, users] = await Promise.all([
    db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
    db.selectFrom('follows').select('follower_id').where((eb) => eb.or([eb('follower_id', '=', userId), eb('following_id', '=', userId)])).execute(),
    db.selectFrom('collaborations').select('requester_id').where((eb) => eb.or([eb('requester_id', '=', userId), eb('target_id', '=', userId)])).execute(),
    db.selectFrom('notifications').select('id').where((eb) => eb.or([eb('user_id', '=', userId), eb('actor_id', '=', userId)])).execute(),
    db.selectFrom('password_resets').select('id').where('user_id', '=', userId).execute(),
    db.selectFrom('users').select('id').where('id', '=', userId).execute(),
  ]);
  return { sessions, follows, collaborations, notifications, resets, users };
}

describe('DELETE /auth/delete-my-account', () => {
  it('refuses a wrong password with 400 WRONG_PASSWORD and deletes nothing', async () => {
    const user = await signUp(t.app);
    const response = await deleteAccount(user, 'not-my-password');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('WRONG_PASSWORD');
    expect(await validateStatus(t.app, user.token)).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a missing password with 400 at body.password', async () => {
    const user = await signUp(t.app);
    const response = await as(t.app, user)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.map((detail) => detail.path)).toEqual(['body.password']);
  });

  it('deletes the account with its sessions, relations, notifications and avatar', async () => {
    const leaver = await signUp(t.app);
    const friend = await signUp(t.app);
    const secondSession = (await signIn(t.app, leaver.email, leaver.password)).json<{ token: string }>().token;
    const post = (user: TestUser, url: string) => as(t.app, user)({ method: 'POST', url });
    await post(leaver, `/api/v1/auth/toggle-follow/${friend.user.id}`);
    await post(friend, `/api/v1/auth/toggle-follow/${leaver.user.id}`);
    await post(leaver, `/api/v1/auth/toggle-collaborate/${friend.user.id}`);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/request-rest-link', payload: { email: leaver.email } });
    await backgroundWorkDone(t.app);
    const avatar = meSchema.parse(
      (
        await as(t.app, leaver)({
          method: 'POST',
          url: '/api/v1/auth/avatar',
          ...multipart([{ field: 'file', filename: 'me.png', data: await pngImage(32, 32) }]),
        })
      ).json(),
    ).avatarUrl;

    const before = await rowsTouching(leaver.user.id);
    expect(before.sessions).toHaveLength(2);
    expect(before.follows).toHaveLength(2);
    expect(before.notifications.length).toBeGreaterThanOrEqual(3);
    expect(before.resets).toHaveLength(1);

    const response = await deleteAccount(leaver, leaver.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: leaver.user.id });
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['csrf', 'sid']);

    expect(await rowsTouching(leaver.user.id)).toEqual({
      sessions: [],
      follows: [],
      collaborations: [],
      notifications: [],
      resets: [],
      users: [],
    });
    expect(await validateStatus(t.app, leaver.token)).toBe(401);
    expect(await validateStatus(t.app, secondSession)).toBe(401);
    expect((await signIn(t.app, leaver.email, leaver.password)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: avatar ?? '' })).statusCode).toBe(404);

    const profile = await as(t.app, friend)({ method: 'GET', url: `/api/v1/auth/user-profile/${leaver.user.id}` });
    expect(profile.statusCode).toBe(404);
    const friendProfile = await as(t.app, friend)({ method: 'GET', url: `/api/v1/auth/user-profile/${friend.user.id}` });
    expect(friendProfile.json()).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect(await validateStatus(t.app, friend.token)).toBe(200);
  });

  it('frees the address for a new sign-up', async () => {
    const user = await signUp(t.app);
    expect((await deleteAccount(user, user.password)).statusCode).toBe(200);
    const again = await signUp(t.app, { email: user.email });
    expect(again.user.id).not.toBe(user.user.id);
  });
});
