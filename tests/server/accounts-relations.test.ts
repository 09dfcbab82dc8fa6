import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteListSchema } from '../../src/contract/notes.ts';
import { newId, nowIso } from '../../src/server/lib/ids.ts';
import { errorOf } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const post = (user: TestUser, url: string) => as(t.app, user)({ method: 'POST', url });
const follow = (user: TestUser, other: TestUser) => post(user, `/api/v1/auth/toggle-follow/${other.user.id}`);
const collaborate = (user: TestUser, other: TestUser) => post(user, `/api/v1/auth/toggle-collaborate/${other.user.id}`);
const notificationsOf = (user: TestUser) =>
  t.app.db.selectFrom('notifications').selectAll().where('user_id', '=', user.user.id).orderBy('id').execute();
const followRows = (follower: TestUser, followed: TestUser) =>
  t.app.db.selectFrom('follows').selectAll().where('follower_id', '=', follower.user.id).where('following_id', '=', followed.user.id).execute();

describe('POST /auth/toggle-follow/{followingId}', () => {
  it('follows, notifies the followed user once, and unfollows on the second toggle', async () => {
    const fan = await signUp(t.app, { name: 'Kojo Fan' });
    const star = await signUp(t.app);

    const first = await follow(fan, star);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followersCount: 1 });
    expect(await followRows(fan, star)).toHaveLength(1);
    const notifications = await notificationsOf(star);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ type: 'follow', actor_id: fan.user.id, read: 0, message: 'Kojo Fan started following you' });
    expect(await notificationsOf(fan)).toEqual([]);

    const second = await follow(fan, star);
    expect(second.json()).toEqual({ following: false, followersCount: 0 });
    expect(await followRows(fan, star)).toEqual([]);
    expect(await notificationsOf(star)).toHaveLength(1);
  });

  it('does not notify again when the same user unfollows and follows again within an hour', async () => {
    const fan = await signUp(t.app);
    const star = await signUp(t.app);
    await follow(fan, star);
    await follow(fan, star);
    const again = await follow(fan, star);

    expect(again.json()).toEqual({ following: true, followersCount: 1 });
    expect(await notificationsOf(star)).toHaveLength(1);
  });

  it('notifies again once the last follow notification is more than an hour old', async () => {
    const fan = await signUp(t.app);
    const star = await signUp(t.app);
    await follow(fan, star);
    await follow(fan, star);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await t.app.db.updateTable('notifications').set({ created_at: twoHoursAgo }).where('user_id', '=', star.user.id).execute();

    await follow(fan, star);

    const notifications = await notificationsOf(star);
    expect(notifications).toHaveLength(2);
    expect(notifications.map((row) => row.type)).toEqual(['follow', 'follow']);
  });

  it('still notifies a second star the fan follows', async () => {
    const fan = await signUp(t.app);
    const [one, two] = [await signUp(t.app), await signUp(t.app)];
    await follow(fan, one);
    await follow(fan, two);
    expect(await notificationsOf(one)).toHaveLength(1);
    expect(await notificationsOf(two)).toHaveLength(1);
  });

  it('counts every follower', async () => {
    const star = await signUp(t.app);
    const fans = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const answers = [];
    for (const fan of fans) answers.push((await follow(fan, star)).json().followersCount);
    expect(answers).toEqual([1, 2, 3]);
  });

  it('refuses to follow yourself with 400 CANNOT_FOLLOW_SELF', async () => {
    const me = await signUp(t.app);
    const response = await follow(me, me);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('CANNOT_FOLLOW_SELF');
    expect(await followRows(me, me)).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    const me = await signUp(t.app);
    const response = await post(me, `/api/v1/auth/toggle-follow/${newId()}`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });
});

describe('POST /auth/toggle-collaborate/{collaboratingId}', () => {
  it('becomes mutual once both ask, notifying each side, and withdraws on a second toggle', async () => {
    const a = await signUp(t.app, { name: 'Akua' });
    const b = await signUp(t.app, { name: 'Baaba' });

    expect((await collaborate(a, b)).json()).toEqual({ collaboration: 'requested' });
    expect((await notificationsOf(b)).map((row) => [row.type, row.actor_id, row.message])).toEqual([
      ['collaborate', a.user.id, 'Akua wants to collaborate with you'],
    ]);

    expect((await collaborate(b, a)).json()).toEqual({ collaboration: 'mutual' });
    expect((await notificationsOf(a)).map((row) => [row.type, row.actor_id, row.message])).toEqual([
      ['collaborate', b.user.id, 'Baaba accepted your collaboration request'],
    ]);

    expect((await collaborate(a, b)).json()).toEqual({ collaboration: 'incoming' });
    expect((await collaborate(b, a)).json()).toEqual({ collaboration: 'none' });
    expect(await notificationsOf(a)).toHaveLength(1);
    expect(await notificationsOf(b)).toHaveLength(1);
  });

  it('refuses yourself with 400 CANNOT_FOLLOW_SELF and an unknown user with 404', async () => {
    const me = await signUp(t.app);
    const self = await collaborate(me, me);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).code).toBe('CANNOT_FOLLOW_SELF');
    const unknown = await post(me, `/api/v1/auth/toggle-collaborate/${newId()}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /auth/get-collaborators-notes', () => {
  async function insertNote(owner: TestUser, title: string, visibility: 'private' | 'collaborators' | 'public') {
    const now = nowIso();
    const id = newId();
    await t.app.db
      .insertInto('notes')
      .values({ id, owner_id: owner.user.id, title, body: `# ${title}`, visibility, course: 'Land Law', created_at: now, updated_at: now })
      .execute();
    return id;
  }
  const notesFor = async (user: TestUser, query = '') => {
    const response = await as(t.app, user)({ method: 'GET', url: `/api/v1/auth/get-collaborators-notes${query}` });
    expect(response.statusCode).toBe(200);
    return noteListSchema.parse(response.json());
  };

  it('lists only collaborators and public notes of mutual collaborators, newest first, with cursor pages', async () => {
    const me = await signUp(t.app);
    const partner = await signUp(t.app, { name: 'Partner' });
    const pending = await signUp(t.app);
    const stranger = await signUp(t.app);
    await collaborate(me, partner);
    await collaborate(partner, me);
    await collaborate(me, pending);

    await insertNote(partner, 'Hidden diary', 'private');
    const shared = await insertNote(partner, 'Equity maxims', 'collaborators');
    const open = await insertNote(partner, 'Torts summary', 'public');
    await insertNote(pending, 'Not yet mutual', 'public');
    await insertNote(stranger, 'Stranger notes', 'collaborators');
    await insertNote(me, 'My own notes', 'public');

    const page = await notesFor(me);
    expect(page.items.map((note) => note.id)).toEqual([open, shared]);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      title: 'Torts summary',
      body: '# Torts summary',
      visibility: 'public',
      course: 'Land Law',
      likesCount: 0,
      likedByMe: false,
      commentsCount: 0,
      owner: { id: partner.user.id, name: 'Partner', avatarUrl: null },
    });

    const first = await notesFor(me, '?take=1');
    expect(first.items.map((note) => note.id)).toEqual([open]);
    const second = await notesFor(me, `?take=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.items.map((note) => note.id)).toEqual([shared]);
    expect(second.nextCursor).toBeNull();

    expect((await notesFor(pending)).items).toEqual([]);
    expect((await notesFor(partner)).items.map((note) => note.title)).toEqual(['My own notes']);

    await collaborate(partner, me);
    expect((await notesFor(me)).items).toEqual([]);
  });
});
