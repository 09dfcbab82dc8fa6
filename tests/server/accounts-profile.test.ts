import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersListSchema } from '../../src/contract/auth.ts';
import { meSchema, userProfileSchema, type UserProfile } from '../../src/contract/users.ts';
import { errorOf } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const profileOf = async (viewer: TestUser, id: string): Promise<UserProfile> => {
  const response = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/user-profile/${id}` });
  expect(response.statusCode).toBe(200);
  return userProfileSchema.parse(response.json());
};
const post = (user: TestUser, url: string) => as(t.app, user)({ method: 'POST', url });

describe('GET /auth/user-profile/{id}', () => {
  it('answers 404 for an unknown id', async () => {
    const viewer = await signUp(t.app);
    const response = await as(t.app, viewer)({ method: 'GET', url: '/api/v1/auth/user-profile/0190a1b2-0000-7000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND', error: 'Not Found' });
  });

  it('shows the public fields, counts and relation flags from the viewer’s side', async () => {
    const viewer = await signUp(t.app);
    const owner = await signUp(t.app, { name: 'Nana Asante', institutionId: 1008 });
    const fan = await signUp(t.app);
    await as(t.app, owner)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { bio: 'Land law enthusiast' } });

    const fresh = await profileOf(viewer, owner.user.id);
    expect(fresh).toMatchObject({
      id: owner.user.id,
      name: 'Nana Asante',
      bio: 'Land law enthusiast',
      institutionId: 1008,
      nameOfUniversity: 'Ashesi University',
      avatarUrl: null,
      followersCount: 0,
      followingCount: 0,
      postsCount: 0,
      isFollowing: false,
      followsMe: false,
      collaboration: 'none',
      online: false,
    });
    expect(fresh).not.toHaveProperty('email');

    await post(viewer, `/api/v1/auth/toggle-follow/${owner.user.id}`);
    await post(fan, `/api/v1/auth/toggle-follow/${owner.user.id}`);
    await post(owner, `/api/v1/auth/toggle-follow/${viewer.user.id}`);
    expect(await profileOf(viewer, owner.user.id)).toMatchObject({ followersCount: 2, followingCount: 1, isFollowing: true, followsMe: true });
    expect(await profileOf(fan, owner.user.id)).toMatchObject({ followersCount: 2, isFollowing: true, followsMe: false });
  });

  it('reports each collaboration state: none, requested, incoming, mutual', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await profileOf(a, b.user.id)).collaboration).toBe('none');
    await post(a, `/api/v1/auth/toggle-collaborate/${b.user.id}`);
    expect((await profileOf(a, b.user.id)).collaboration).toBe('requested');
    expect((await profileOf(b, a.user.id)).collaboration).toBe('incoming');
    await post(b, `/api/v1/auth/toggle-collaborate/${a.user.id}`);
    expect((await profileOf(a, b.user.id)).collaboration).toBe('mutual');
    expect((await profileOf(b, a.user.id)).collaboration).toBe('mutual');
  });

  it('shows a user their own profile', async () => {
    const me = await signUp(t.app);
    expect(await profileOf(me, me.user.id)).toMatchObject({ id: me.user.id, isFollowing: false, collaboration: 'none' });
  });
});

describe('GET /auth/users', () => {
  it('finds people by part of their name in any case, filters by institution and pages with a cursor', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const people: TestUser[] = [];
    for (let i = 0; i < 5; i += 1) people.push(await signUp(t.app, { name: `${tag} Person ${i}`, institutionId: i < 3 ? 1005 : 1006 }));
    const viewer = await signUp(t.app, { name: 'Somebody Else', institutionId: 1005 });
    const list = async (query: string) => {
      const response = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/users?${query}` });
      expect(response.statusCode).toBe(200);
      return usersListSchema.parse(response.json());
    };

    const all = await list(`q=${tag.toLowerCase()}`);
    expect(all.items.map((item) => item.name).sort()).toEqual(people.map((person) => person.user.name).sort());
    expect(all.nextCursor).toBeNull();
    expect(all.items[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      avatarUrl: null,
      institutionId: expect.any(Number),
      nameOfUniversity: expect.any(String),
    });

    const central = await list(`q=${tag}&institutionId=1005`);
    expect(central.items.map((item) => item.institutionId)).toEqual([1005, 1005, 1005]);

    const first = await list(`q=${tag}&take=2`);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`q=${tag}&take=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    const third = await list(`q=${tag}&take=2&cursor=${encodeURIComponent(second.nextCursor ?? '')}`);
    expect(third.items).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
    const paged = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(paged).toEqual(all.items.map((item) => item.id));
    expect(new Set(paged).size).toBe(5);
  });

  it('treats % and _ in the query as plain characters', async () => {
    const tag = `Lk${Date.now().toString(36)}`;
    const underscored = await signUp(t.app, { name: `${tag}_Ama` });
    await signUp(t.app, { name: `${tag}xAma` });
    const viewer = await signUp(t.app);
    const underscore = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/users?q=${encodeURIComponent(`${tag}_ama`)}` });
    expect(usersListSchema.parse(underscore.json()).items.map((item) => item.id)).toEqual([underscored.user.id]);
    const percent = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/users?q=${encodeURIComponent(`${tag}%`)}` });
    expect(usersListSchema.parse(percent.json()).items).toEqual([]);
  });

  it('finds a person by their whole email address but not by a fragment of it', async () => {
    const person = await signUp(t.app, { name: 'Private Person' });
    const viewer = await signUp(t.app);
    const search = async (q: string) => {
      const response = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/users?q=${encodeURIComponent(q)}` });
      return usersListSchema.parse(response.json()).items.map((item) => item.id);
    };
    expect(await search(person.email.toUpperCase())).toEqual([person.user.id]);
    expect(await search(person.email.slice(0, -3))).toEqual([]);
    expect(await search(person.email.split('@')[1] ?? '')).toEqual([]);
  });

  it('caps take at 50 and answers an unknown institution with an empty page', async () => {
    const viewer = await signUp(t.app);
    const capped = await as(t.app, viewer)({ method: 'GET', url: '/api/v1/auth/users?take=500' });
    expect(capped.statusCode).toBe(200);
    expect(usersListSchema.parse(capped.json()).items.length).toBeLessThanOrEqual(50);
    for (const institutionId of ['999', '99999999999', '-1']) {
      const response = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/users?institutionId=${institutionId}` });
      expect(response.statusCode).toBe(200);
      expect(usersListSchema.parse(response.json()).items).toEqual([]);
    }
    for (const query of ['take=0', 'take=abc', 'institutionId=abc', `q=${'q'.repeat(101)}`]) {
      const response = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/users?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('PATCH /auth/update-preferences', () => {
  it('changes only the fields sent and answers Me', async () => {
    const user = await signUp(t.app);
    const patch = (payload: object) => as(t.app, user)({ method: 'PATCH', url: '/api/v1/auth/update-preferences', payload });
    const dark = await patch({ colorMode: 'dark' });
    expect(dark.statusCode).toBe(200);
    expect(meSchema.parse(dark.json()).preferences).toEqual({
      colorMode: 'dark',
      lowDataMode: false,
      sound: true,
      emailNotifications: true,
      showOnlineStatus: true,
    });
    const quiet = await patch({ sound: false, lowDataMode: true, unknownFlag: true });
    expect(meSchema.parse(quiet.json()).preferences).toEqual({
      colorMode: 'dark',
      lowDataMode: true,
      sound: false,
      emailNotifications: true,
      showOnlineStatus: true,
    });
    const hidden = await patch({ emailNotifications: false, showOnlineStatus: false, colorMode: 'system' });
    expect(meSchema.parse(hidden.json()).preferences).toEqual({
      colorMode: 'system',
      lowDataMode: true,
      sound: false,
      emailNotifications: false,
      showOnlineStatus: false,
    });
    const unchanged = await patch({});
    expect(unchanged.json().preferences).toEqual(hidden.json().preferences);
    const reread = await as(t.app, user)({ method: 'GET', url: '/api/v1/auth/user' });
    expect(reread.json().preferences).toEqual(hidden.json().preferences);
  });

  it('refuses a wrong value or type with 400 at its path', async () => {
    const user = await signUp(t.app);
    for (const [payload, path] of [
      [{ colorMode: 'purple' }, 'body.colorMode'],
      [{ sound: 'yes' }, 'body.sound'],
      [{ lowDataMode: 1 }, 'body.lowDataMode'],
    ] as const) {
      const response = await as(t.app, user)({ method: 'PATCH', url: '/api/v1/auth/update-preferences', payload });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details?.map((detail) => detail.path)).toEqual([path]);
    }
  });
});

describe('PATCH /auth/update-profile', () => {
  it('updates name, bio and institution, trimming text, and answers Me', async () => {
    const user = await signUp(t.app, { institutionId: 1000 });
    const response = await as(t.app, user)({
      method: 'PATCH',
      url: '/api/v1/auth/update-profile',
      payload: { name: '  Kwabena Ofori ', bio: ` ${'b'.repeat(500)} `, institutionId: 1015, email: 'hijack@campus.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(meSchema.parse(response.json())).toMatchObject({
      name: 'Kwabena Ofori',
      bio: 'b'.repeat(500),
      institutionId: 1015,
      nameOfUniversity: 'GIMPA Campus',
      email: user.email,
    });
    const onlyBio = await as(t.app, user)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { bio: '' } });
    expect(onlyBio.json()).toMatchObject({ name: 'Kwabena Ofori', bio: '', institutionId: 1015 });
  });

  it.each([
    [{ name: '' }, 'body.name'],
    [{ name: 'n'.repeat(81) }, 'body.name'],
    [{ bio: 'b'.repeat(501) }, 'body.bio'],
    [{ institutionId: 999 }, 'body.institutionId'],
    [{ bio: 12 }, 'body.bio'],
  ])('refuses %o with 400 at %s', async (payload, path) => {
    const user = await signUp(t.app);
    const response = await as(t.app, user)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.map((detail) => detail.path)).toEqual([path]);
    const me = await as(t.app, user)({ method: 'GET', url: '/api/v1/auth/user' });
    expect(me.json()).toEqual(user.user);
  });
});
