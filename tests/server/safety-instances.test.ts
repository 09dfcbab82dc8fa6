/*
 * Safety across two instances behind one database and one Redis: a suspension made on one
 * closes the person's sockets on the other at once, a new report reaches an admin connected
 * to the other, and the spam brakes count on both together. Runs when REDIS_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents } from '../../src/contract/socket-events.ts';
import { errorOf, signIn, validateStatus } from './support/accounts.ts';
import { createPost, reportOf, resolve, signUpAdmin } from './support/safety.ts';
import { connect, listen, sendTestEvent, type TestClient } from './support/sockets.ts';
import { sharedDatabaseUrl, startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const redisUrl = process.env.REDIS_URL;
const READY = 'test:safety-ready';

describe.runIf(redisUrl)('safety across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let dropDatabase: () => Promise<void>;
  const open: TestClient[] = [];

  beforeAll(async () => {
    const database = await sharedDatabaseUrl();
    dropDatabase = database.drop;
    // One Redis prefix for both, so they share rooms and counters; its own for this run.
    const redisPrefix = `campus-test:safety:${process.pid}:${Date.now()}`;
    const writeLimits = {
      posts: { points: 2, seconds: 600 },
      comments: { points: 60, seconds: 600 },
      newConversations: { points: 20, seconds: 86_400 },
      groupInvites: { points: 50, seconds: 86_400 },
      reports: { points: 20, seconds: 3600 },
    };
    a = await startTestApp({ redisUrl, redisPrefix, databaseUrl: database.url, writeLimits });
    b = await startTestApp({ redisUrl, redisPrefix, databaseUrl: database.url, dataDir: a.config.dataDir, writeLimits });
    for (const instance of [a, b]) instance.app.realtime.onConnection((socket) => sendTestEvent(socket, READY));
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await b.close();
    await a.close();
    await dropDatabase();
  });

  async function onInstance(instance: TestApp, user: TestUser): Promise<TestClient> {
    const client = await connect(await listen(instance.app), { token: user.token });
    open.push(client);
    await client.next(READY);
    return client;
  }

  it('suspends on one instance and closes every socket of the person on the other; sign-in there answers 403 SUSPENDED', async () => {
    const admin = await signUpAdmin(a.app);
    const [troll, reporter] = await Promise.all([signUp(a.app), signUp(a.app)]);
    const post = await createPost(a.app, troll, 'Troll words');
    const [first, second] = [await onInstance(b, troll), await onInstance(b, troll)];
    const closed = [first, second].map((client) => new Promise((resolve) => client.socket.once('disconnect', resolve)));
    const adminOnB = await onInstance(b, admin);

    const id = await reportOf(a.app, reporter, { targetType: 'post', targetId: post.id });
    expect(await adminOnB.next(serverEvents.reportNew)).toEqual({ id });
    await resolve(a.app, admin, id, 'suspendUser', 'Spam wave');
    await Promise.all(closed);

    expect(await validateStatus(b.app, troll.token)).toBe(401);
    const refused = await signIn(b.app, troll.email, troll.password);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('SUSPENDED');
    await expect(connect(await listen(b.app), { token: troll.token })).rejects.toThrow();
  });

  it('counts a user’s posts on both instances together', async () => {
    const author = await signUp(a.app);
    await createPost(a.app, author, 'on a');
    await createPost(b.app, author, 'on b');
    const refused = await as(a.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'third' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
