import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newFollowerEventSchema, notificationSchema, type Notification } from '../../src/contract/notifications.ts';
import { postCommentSchema, postSchema, type Post, type PostComment } from '../../src/contract/posts.ts';
import { clientEvents } from '../../src/contract/socket-events.ts';
import type { UserSummary } from '../../src/contract/users.ts';
import { connect, connectAs, listen, settle, type TestClient } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let url: string;
let author: TestUser; // institution 1000
let follower: TestUser; // institution 1005, follows author
let campusmate: TestUser; // institution 1000
let outsider: TestUser; // institution 1009, follows nobody
let fan: TestUser; // institution 1000 and follows author: in two of the post's rooms
const open: TestClient[] = [];

async function client(user: { token: string }): Promise<TestClient> {
  const connected = await connectAs(url, user);
  open.push(connected);
  return connected;
}

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t.app);
  author = await signUp(t.app, { name: 'Adwoa Author', institutionId: 1000 });
  follower = await signUp(t.app, { name: 'Fiifi Follower', institutionId: 1005 });
  campusmate = await signUp(t.app, { name: 'Kojo Campus', institutionId: 1000 });
  outsider = await signUp(t.app, { name: 'Oye Outsider', institutionId: 1009 });
  fan = await signUp(t.app, { name: 'Fafa Fan', institutionId: 1000 });
  await as(t.app, follower)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${author.user.id}` });
  await as(t.app, fan)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${author.user.id}` });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => t.close());

describe('socket handshake', () => {
  it('refuses a handshake without a session, or with a wrong one, with UNAUTHENTICATED', async () => {
    await expect(connect(url, {})).rejects.toThrow('UNAUTHENTICATED');
    await expect(connect(url, { token: 'not-a-real-token' })).rejects.toThrow('UNAUTHENTICATED');
    await expect(connect(url, { cookie: 'sid=forged' })).rejects.toThrow('UNAUTHENTICATED');
  });

  it('accepts auth.token and answers get-id with the socket id', async () => {
    const socket = await connect(url, { token: author.token });
    open.push(socket);
    expect(await socket.next<string>('get-id')).toBe(socket.socket.id);
  });

  it('accepts the session cookie, as a browser sends it', async () => {
    const socket = await connect(url, { cookie: `sid=${author.token}; csrf=whatever` });
    open.push(socket);
    expect(await socket.next<string>('get-id')).toBe(socket.socket.id);
  });

  it('accepts the app’s own Origin and refuses a foreign one whatever the credential', async () => {
    const own = await connect(url, { token: author.token, origin: url });
    open.push(own);
    await expect(connect(url, { token: author.token, origin: 'https://evil.example' })).rejects.toThrow();
    await expect(connect(url, { cookie: `sid=${author.token}`, origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('refuses a session that was signed out', async () => {
    const session = await signUp(t.app);
    await as(t.app, session)({ method: 'POST', url: '/api/v1/auth/signOut' });
    await expect(connect(url, { token: session.token })).rejects.toThrow('UNAUTHENTICATED');
  });
});

describe('a client message over the size limit', () => {
  it('closes the connection that sent it, and only that one', async () => {
    const [big, other] = await Promise.all([client(campusmate), client(outsider)]);
    const closed = new Promise<string>((resolve) => big.socket.once('disconnect', resolve));
    big.socket.emit(clientEvents.typing, { conversationId: 'x'.repeat(100 * 1024) });
    expect(await closed).toBe('transport close');
    other.clear();
    other.socket.emit(clientEvents.newUserAdd);
    expect(await other.next<UserSummary[]>('get-users')).toEqual([]);
  });
});

describe('revoked sessions', () => {
  const disconnected = (socket: TestClient) => new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));

  it('closes the sockets of a signed-out session, and only of that session', async () => {
    const student = await signUp(t.app);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signIn', payload: { email: student.email, password: student.password } });
    const otherSession = { token: signIn.json<{ token: string }>().token };
    const [leaving, staying] = await Promise.all([client(student), client(otherSession)]);
    const closed = disconnected(leaving);

    await as(t.app, student)({ method: 'POST', url: '/api/v1/auth/signOut' });
    expect(await closed).toBe('io server disconnect');
    await settle(t.app, staying, student.user.id);
    expect(staying.socket.connected).toBe(true);
  });

  it('closes every socket of a user whose password changed', async () => {
    const student = await signUp(t.app);
    const sockets = await Promise.all([client(student), client(student)]);
    const closed = sockets.map(disconnected);
    const response = await as(t.app, student)({
      method: 'PUT',
      url: '/api/v1/auth/update-account-password',
      payload: { currentPassword: student.password, newPassword: 'a-brand-new-passphrase-2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });
});

describe('new-post', () => {
  it('reaches followers and the author’s institution (every tab), not the author or outsiders', async () => {
    const [authorSocket, followerSocket, campusSocket, campusTab2, fanSocket, outsiderSocket] = await Promise.all([
      client(author),
      client(follower),
      client(campusmate),
      client(campusmate),
      client(fan),
      client(outsider),
    ]);
    const response = await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Moot court on Friday #moot' } });
    const created = response.json<Post>();
    for (const socket of [followerSocket, campusSocket, campusTab2, fanSocket]) {
      expect(postSchema.parse(await socket.next<Post>('new-post'))).toEqual(created);
    }
    await settle(t.app, outsiderSocket, outsider.user.id);
    await settle(t.app, authorSocket, author.user.id);
    expect(outsiderSocket.pending('new-post')).toEqual([]);
    expect(authorSocket.pending('new-post')).toEqual([]);
    // Once each, even for a follower who is also at the author's institution.
    await settle(t.app, fanSocket, fan.user.id);
    expect(fanSocket.pending('new-post')).toEqual([]);
  });
});

describe('post:deleted', () => {
  it('reaches every open socket, the author’s other tabs and outsiders too, when the author deletes a post', async () => {
    const post = (await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Wrong room, sorry' } })).json<Post>();
    const [authorTab, outsiderSocket] = await Promise.all([client(author), client(outsider)]);
    const deleted = await as(t.app, author)({ method: 'DELETE', url: `/api/v1/posts/delete/${post.id}` });
    expect(deleted.statusCode).toBe(200);
    for (const socket of [authorTab, outsiderSocket]) expect(await socket.next('post:deleted')).toEqual({ id: post.id });
  });

  it('is not sent when the delete is refused', async () => {
    const post = (await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Mine to keep' } })).json<Post>();
    const watcher = await client(outsider);
    expect((await as(t.app, campusmate)({ method: 'DELETE', url: `/api/v1/posts/delete/${post.id}` })).statusCode).toBe(403);
    await settle(t.app, watcher, outsider.user.id);
    expect(watcher.pending('post:deleted')).toEqual([]);
  });
});

describe('changing institution', () => {
  it('moves open sockets to the new institution room at once', async () => {
    const mover = await signUp(t.app, { name: 'Mawuli Mover', institutionId: 1000 });
    const moverSocket = await client(mover);
    const updated = await as(t.app, mover)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { institutionId: 1009 } });
    expect(updated.json()).toMatchObject({ institutionId: 1009 });

    await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'From the old campus' } });
    const fromNew = (await as(t.app, outsider)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'From the new campus' } })).json<Post>();
    expect(await moverSocket.next<Post>('new-post')).toEqual(fromNew);
    await settle(t.app, moverSocket, mover.user.id);
    expect(moverSocket.pending('new-post')).toEqual([]);
  });
});

describe('comments and likes', () => {
  it('sends new-comment and new-notification to the post’s author only', async () => {
    const post = (await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Comment here' } })).json<Post>();
    const [authorSocket, outsiderSocket] = await Promise.all([client(author), client(outsider)]);
    const response = await as(t.app, outsider)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId: post.id, body: 'Nice one' } });
    const comment = response.json<PostComment>();
    expect(postCommentSchema.parse(await authorSocket.next<PostComment>('new-comment'))).toEqual(comment);
    const notification = notificationSchema.parse(await authorSocket.next<Notification>('new-notification'));
    expect(notification).toMatchObject({ type: 'post-comment', userId: author.user.id, actor: { id: outsider.user.id } });
    await settle(t.app, outsiderSocket, outsider.user.id);
    expect(outsiderSocket.pending('new-comment')).toEqual([]);
    expect(outsiderSocket.pending('new-notification')).toEqual([]);
  });

  it('sends nothing to me about my own comment or like', async () => {
    const post = (await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Mine' } })).json<Post>();
    const authorSocket = await client(author);
    await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId: post.id, body: 'Self' } });
    await as(t.app, author)({ method: 'POST', url: `/api/v1/posts/like/${post.id}` });
    await settle(t.app, authorSocket, author.user.id);
    expect(authorSocket.pending('new-comment')).toEqual([]);
    expect(authorSocket.pending('new-notification')).toEqual([]);
  });

  it('sends a post-like notification on a like, and nothing on the unlike', async () => {
    const post = (await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Like it' } })).json<Post>();
    const authorSocket = await client(author);
    await as(t.app, campusmate)({ method: 'POST', url: `/api/v1/posts/like/${post.id}` });
    const notification = await authorSocket.next<Notification>('new-notification');
    expect(notification).toMatchObject({ type: 'post-like', actor: { id: campusmate.user.id }, link: `/posts/${post.id}` });
    await as(t.app, campusmate)({ method: 'POST', url: `/api/v1/posts/like/${post.id}` });
    await settle(t.app, authorSocket, author.user.id);
    expect(authorSocket.pending('new-notification')).toEqual([]);
  });
});

describe('new-follower', () => {
  it('sends new-follower with the stored notification, and no second new-notification', async () => {
    const target = await signUp(t.app, { institutionId: 1003 });
    const targetSocket = await client(target);
    await as(t.app, outsider)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${target.user.id}` });
    const event = newFollowerEventSchema.parse(await targetSocket.next('new-follower'));
    expect(event.follower).toMatchObject({ id: outsider.user.id, name: 'Oye Outsider' });
    expect(event.newNotification).toMatchObject({ type: 'follow', userId: target.user.id, actor: { id: outsider.user.id } });
    const stored = (await as(t.app, target)({ method: 'GET', url: '/api/v1/notifications' })).json<{ items: Notification[] }>();
    expect(stored.items[0]).toEqual(event.newNotification);
    await settle(t.app, targetSocket, target.user.id);
    expect(targetSocket.pending('new-notification')).toEqual([]);
  });
});
