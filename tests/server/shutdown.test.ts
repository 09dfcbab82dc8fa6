/*
 * A request that reaches a closing server is told so in the contract's error shape, with
 * its request id, and may try again (another instance, or this one once restarted). A request
 * already running when closing begins finishes first, even one whose client has hung up.
 */
import pg from 'pg';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { clientEvents } from '../../src/contract/socket-events.ts';
import { rawConnect } from './support/raw-http.ts';
import { connectAs, listen } from './support/sockets.ts';
import { onPostgres, sharedDatabaseUrl, startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp } from './support/users.ts';

describe('a request arriving while the server shuts down', () => {
  it('gets 503 SERVICE_UNAVAILABLE in the contract shape, with X-Request-Id and Retry-After', async () => {
    const t = await startTestApp();
    const connection = await rawConnect(await listen(t.app));
    // Headers begun but unfinished: the connection is busy, so closing waits for it.
    await connection.write('GET /api/v1/health HTTP/1.1\r\nHost: campus.test\r\n');
    const closing = t.close();
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));

    await connection.write('Accept: application/json\r\n\r\n');
    const response = await connection.response();

    expect(response.status).toBe(503);
    const body = apiErrorSchema.parse(JSON.parse(response.body));
    expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE' });
    expect(response.headers['x-request-id']).toMatch(/\S/);
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers.connection).toBe('close');
    await connection.closed();
    await closing;
  });
});

describe('requests in flight', () => {
  it('are all counted answered once answered, whatever the answer: routed, idempotent, refused, unknown', async () => {
    const t = await startTestApp();
    try {
      const student = await signUp(t.app);
      const call = as(t.app, student);
      const answers = await Promise.all([
        call({ method: 'GET', url: '/api/v1/posts' }),
        call({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Kept for a retry' }, headers: { 'idempotency-key': 'in-flight-1' } }),
        call({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Kept for a retry' }, headers: { 'idempotency-key': 'in-flight-1' } }),
        call({ method: 'POST', url: '/api/v1/posts/create', payload: { body: '' } }),
        call({ method: 'GET', url: '/api/v1/no-such-thing' }),
        t.app.inject({ method: 'GET', url: '/api/v1/notifications' }),
        t.app.inject({ method: 'GET', url: '/feed' }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 201, expect.any(Number), 400, 404, 401, expect.any(Number)]);
      expect(t.app.requestsInFlight.count).toBe(0);
    } finally {
      await t.close();
    }
  });
});

// PostgreSQL lets another connection hold the work mid-way with a lock; SQLite's statements
// run synchronously, so nothing can hold one there.
const waitingOnLock = "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'";

/**
 * An app on its own database, and another connection (`other`) to hold its work with a lock:
 * `closeWhileHeld` begins closing once the app waits on that lock, checks that closing waits
 * rather than destroying the database under it, then lets the work go on.
 */
type Locker = { t: TestApp; other: pg.Client; closeWhileHeld: () => Promise<{ closed: Promise<void>; destroy: MockInstance }> };

async function appWithLocker(run: (locker: Locker) => Promise<void>) {
  const database = await sharedDatabaseUrl();
  const t = await startTestApp({ databaseUrl: database.url });
  const other = new pg.Client({ connectionString: database.url });
  await other.connect();
  const closeWhileHeld = async () => {
    await vi.waitFor(async () => expect((await other.query<{ n: number }>(waitingOnLock)).rows[0]?.n).toBe(1));
    const destroy = vi.spyOn(t.app.db, 'destroy');
    const closed = t.close();
    // Closing either waits for the work, or has closed the database under it.
    await vi.waitFor(() => expect(t.app.requestsInFlight.awaited || destroy.mock.calls.length > 0).toBe(true));
    expect(destroy).not.toHaveBeenCalled();
    await other.query('commit');
    return { closed, destroy };
  };
  try {
    await run({ t, other, closeWhileHeld });
  } finally {
    // Closed already when the test got that far; otherwise the database could not be dropped.
    await t.close().catch(() => undefined);
    await other.end();
    await database.drop();
  }
}

describe.runIf(onPostgres)('a request still running when the server closes', () => {
  it('finishes against an open database, with no client waiting on it', async () => {
    await appWithLocker(async ({ t, other, closeWhileHeld }) => {
      const author = await signUp(t.app);
      const liker = await signUp(t.app);
      const post = (await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'Closing time' } })).json<{ id: string }>();
      await other.query('begin');
      await other.query('select id from posts where id = $1 for update', [post.id]);
      // Injected, so no connection keeps the server open for it: the case of a client that hung up.
      const liking = as(t.app, liker)({ method: 'POST', url: `/api/v1/posts/like/${post.id}` });
      const { closed, destroy } = await closeWhileHeld();

      const liked = await liking;
      await closed;
      expect(liked.statusCode).toBe(200);
      expect(liked.json()).toEqual({ liked: true, likesCount: 1 });
      const notified = await other.query<{ n: number }>('select count(*)::int as n from notifications where user_id = $1', [author.user.id]);
      expect(notified.rows[0]?.n).toBe(1);
      expect(destroy).toHaveBeenCalled();
    });
  });
});

describe.runIf(onPostgres)('a socket event still being handled when the server closes', () => {
  it('finishes against an open database', async () => {
    await appWithLocker(async ({ t, other, closeWhileHeld }) => {
      const student = await signUp(t.app);
      const client = await connectAs(await listen(t.app), student);
      const failures = vi.spyOn(t.app.log, 'error');
      // The typing relay reads the conversation's participants: held by a lock on their table.
      await other.query('begin');
      await other.query('lock table conversation_participants in access exclusive mode');
      client.socket.emit(clientEvents.typing, { conversationId: 'conversation-held' });
      const { closed, destroy } = await closeWhileHeld();

      await closed;
      expect(destroy).toHaveBeenCalled();
      expect(failures).not.toHaveBeenCalled();
      client.close();
    });
  });
});
