/*
 * The outbox (src/client/lib/outbox.ts) over a real IndexedDB (fake-indexeddb) and the MSW
 * server: writes made offline go in order once the browser is back online, each with its
 * own Idempotency-Key; a refused one is kept, marked failed, until retried or discarded;
 * and what waits survives a reload (a fresh copy of the module reading the same database).
 */
import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/idempotency.ts';
import { apiError } from '../../mocks/errors.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { server } from '../../mocks/server.ts';

type Outbox = typeof import('../../../src/client/lib/outbox.ts');

let online = true;
let received: { body: string; key: string | null }[] = [];
let refuse: (body: string) => boolean = () => false;
let unavailable = false;
const stops: (() => void)[] = [];

/** A fresh copy of the outbox module, as after a reload, on the real (fake-indexeddb) storage. */
async function loadOutbox(): Promise<Outbox> {
  vi.resetModules();
  vi.doUnmock('../../../src/client/lib/idb-storage.ts');
  return import('../../../src/client/lib/outbox.ts');
}

// Each test its own user, so its own queue in the one database.
let testUser = 0;
beforeEach(() => {
  testUser += 1;
});

function start(outbox: Outbox, userId = `user-${testUser}`): void {
  stops.push(outbox.startOutbox(userId));
}

function goOnline(): void {
  online = true;
  window.dispatchEvent(new Event('online'));
}

const post = (outbox: Outbox, body: string) => outbox.queuedRequest('post', endpoints.posts.create, { body });

beforeEach(() => {
  online = false;
  received = [];
  refuse = () => false;
  unavailable = false;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  server.use(
    mockEndpoint(endpoints.posts.create, async ({ request }) => {
      if (unavailable) return apiError(503, 'SERVICE_UNAVAILABLE', 'The database is unreachable.');
      const { body } = (await request.json()) as { body: string };
      if (refuse(body)) return apiError(422, 'CONTENT_REJECTED', 'This post cannot be published.');
      received.push({ body, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return HttpResponse.json({ id: `post-${received.length}`, body }, { status: 201 });
    }),
  );
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  online = true;
});

describe('the outbox', () => {
  it('sends what was written offline, in order, each with its own key, once back online', async () => {
    const outbox = await loadOutbox();
    start(outbox);
    const requests = ['first', 'second', 'third'].map((body) => post(outbox, body));
    for (const request of requests) await outbox.enqueueRequest(request);
    expect(received).toEqual([]);

    const sent: string[] = [];
    stops.push(outbox.onOutboxEvent((event) => event.type === 'sent' && sent.push(event.request.id)));
    goOnline();

    await waitFor(() => expect(received).toHaveLength(3));
    expect(received).toEqual(requests.map((request) => ({ body: (request.json as { body: string }).body, key: request.idempotencyKey })));
    expect(new Set(received.map((item) => item.key)).size).toBe(3);
    expect(sent).toEqual(requests.map((request) => request.id));
  });

  it('keeps a write the server refuses, marked failed with its message, sends the rest, and retries or discards it on demand', async () => {
    const outbox = await loadOutbox();
    start(outbox);
    refuse = (body) => body === 'refused';
    const events: string[] = [];
    stops.push(outbox.onOutboxEvent((event) => events.push(`${event.type}:${(event.request.json as { body: string }).body}`)));
    const refused = post(outbox, 'refused');
    for (const request of [post(outbox, 'before'), refused, post(outbox, 'after')]) await outbox.enqueueRequest(request);
    goOnline();

    await waitFor(() => expect(events).toEqual(['sent:before', 'rejected:refused', 'sent:after']));
    expect(received.map((item) => item.body)).toEqual(['before', 'after']);

    // A reload still shows it as failed, with the server's words.
    const reloaded = await loadOutbox();
    for (const stop of stops.splice(0)) stop();
    start(reloaded);
    const kept = await waitFor(() => {
      const [only, ...rest] = reloadedQueue(reloaded);
      expect(rest).toEqual([]);
      if (!only) throw new Error('nothing kept');
      return only;
    });
    expect(kept.id).toBe(refused.id);
    expect(kept.failure).toEqual({ code: 'CONTENT_REJECTED', message: 'This post cannot be published.' });

    refuse = () => false;
    await reloaded.retryRequest(refused.id);
    await waitFor(() => expect(received.map((item) => item.body)).toEqual(['before', 'after', 'refused']));
    // The server keeps a refusal for its key, so the retry goes with a fresh one.
    expect(received[2]?.key).not.toBe(refused.idempotencyKey);
    await waitFor(() => expect(reloadedQueue(reloaded)).toEqual([]));
  });

  it('drops a refused write when it is discarded, and says so to the lists', async () => {
    const outbox = await loadOutbox();
    start(outbox);
    refuse = () => true;
    const discarded: string[] = [];
    stops.push(outbox.onOutboxEvent((event) => event.type === 'discarded' && discarded.push(event.request.id)));
    const request = post(outbox, 'never');
    await outbox.enqueueRequest(request);
    goOnline();
    await waitFor(() => expect(reloadedQueue(outbox)[0]?.failure).toBeDefined());

    await outbox.discardRequest(request.id);
    expect(discarded).toEqual([request.id]);
    expect(reloadedQueue(outbox)).toEqual([]);
    const afterReload = await loadOutbox();
    for (const stop of stops.splice(0)) stop();
    start(afterReload);
    refuse = () => false;
    await afterReload.enqueueRequest(post(afterReload, 'later'));
    await waitFor(() => expect(received.map((item) => item.body)).toEqual(['later']));
  });

  it('keeps waiting through a server error and sends when the browser is online again', async () => {
    const outbox = await loadOutbox();
    start(outbox);
    unavailable = true;
    const request = post(outbox, 'patient');
    await outbox.enqueueRequest(request);
    goOnline();
    await waitFor(() => expect(reloadedQueue(outbox)).toHaveLength(1));
    expect(reloadedQueue(outbox)[0]?.failure).toBeUndefined();

    unavailable = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(received).toEqual([{ body: 'patient', key: request.idempotencyKey }]));
  });

  it('survives a reload: what was queued offline is read back from IndexedDB and sent', async () => {
    const before = await loadOutbox();
    start(before);
    const request = post(before, 'written on the bus');
    await before.enqueueRequest(request);
    for (const stop of stops.splice(0)) stop();

    const after = await loadOutbox();
    start(after);
    await waitFor(() => expect(reloadedQueue(after).map((item) => item.id)).toEqual([request.id]));
    expect(received).toEqual([]);
    goOnline();
    await waitFor(() => expect(received).toEqual([{ body: 'written on the bus', key: request.idempotencyKey }]));
    await waitFor(() => expect(reloadedQueue(after)).toEqual([]));
  });

  it('gives the writes queued after a create the saved id in place of its stand-in', async () => {
    const updates: { id: string; body: unknown }[] = [];
    server.use(
      mockEndpoint(endpoints.tasks.create, () => HttpResponse.json({ id: 'task-saved' }, { status: 201 })),
      mockEndpoint(endpoints.tasks.update, async ({ request, params }) => {
        updates.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ id: params.id });
      }),
    );
    const outbox = await loadOutbox();
    start(outbox);
    const create = outbox.queuedRequest('task', endpoints.tasks.create, { title: 'Brief the case' }, { meta: { standInId: 'pending-task' } });
    const move = outbox.queuedRequest('task', endpoints.tasks.update, { taskColumnId: 'column-2', position: 0 }, { params: { id: 'pending-task' } });
    const nested = outbox.queuedRequest('task', endpoints.tasks.update, { order: ['task-old', 'pending-task'], title: 'pending-task?' }, { params: { id: 'task-old' } });
    for (const request of [create, move, nested]) await outbox.enqueueRequest(request);
    goOnline();

    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates).toEqual([
      { id: 'task-saved', body: { taskColumnId: 'column-2', position: 0 } },
      { id: 'task-old', body: { order: ['task-old', 'task-saved'], title: 'pending-task?' } },
    ]);
  });

  it('holds the writes that name a refused create until it is retried, and drops them with it when it is discarded', async () => {
    let refuseTasks = true;
    const updates: string[] = [];
    server.use(
      mockEndpoint(endpoints.tasks.create, async ({ request }) => {
        const { title } = (await request.json()) as { title: string };
        if (refuseTasks) return apiError(422, 'VALIDATION_FAILED', 'This column is full.');
        return HttpResponse.json({ id: `saved-${title}` }, { status: 201 });
      }),
      mockEndpoint(endpoints.tasks.update, ({ params }) => {
        updates.push(params.id);
        return HttpResponse.json({ id: params.id });
      }),
    );
    const outbox = await loadOutbox();
    start(outbox);
    const events: string[] = [];
    stops.push(outbox.onOutboxEvent((event) => events.push(`${event.type}:${event.request.id}`)));
    const task = (json: unknown, options: { params?: Record<string, string>; meta?: unknown; id: string }) =>
      outbox.queuedRequest('task', options.meta ? endpoints.tasks.create : endpoints.tasks.update, json, options);
    const create = task({ title: 'brief' }, { meta: { standInId: 'pending-brief' }, id: 'create-brief' });
    const move = task({ position: 1 }, { params: { id: 'pending-brief' }, id: 'move-brief' });
    // A create that names the refused one, and an edit that names only the second: both wait too.
    const createInside = task({ title: 'sub', parentId: 'pending-brief' }, { meta: { standInId: 'pending-sub' }, id: 'create-sub' });
    const editInside = task({ position: 2 }, { params: { id: 'pending-sub' }, id: 'edit-sub' });
    const unrelated = task({ position: 0 }, { params: { id: 'task-old' }, id: 'move-old' });
    for (const request of [create, move, createInside, editInside, unrelated]) await outbox.enqueueRequest(request);
    goOnline();

    await waitFor(() => expect(events).toEqual(['rejected:create-brief', 'sent:move-old']));
    expect(updates).toEqual(['task-old']);
    const waiting = reloadedQueue(outbox);
    expect(waiting.map((item) => [item.id, item.failure?.code])).toEqual([
      ['create-brief', 'VALIDATION_FAILED'],
      ['move-brief', undefined],
      ['create-sub', undefined],
      ['edit-sub', undefined],
    ]);

    refuseTasks = false;
    await outbox.retryRequest(create.id);
    await waitFor(() => expect(reloadedQueue(outbox)).toEqual([]));
    expect(updates).toEqual(['task-old', 'saved-brief', 'saved-sub']);

    refuseTasks = true;
    const doomed = task({ title: 'moot' }, { meta: { standInId: 'pending-moot' }, id: 'create-moot' });
    const doomedInside = task({ title: 'inside', parentId: 'pending-moot' }, { meta: { standInId: 'pending-inside' }, id: 'create-inside' });
    const doomedEdit = task({ title: 'renamed', order: ['task-old', 'pending-inside'] }, { params: { id: 'task-old' }, id: 'order-inside' });
    for (const request of [doomed, doomedInside, doomedEdit]) await outbox.enqueueRequest(request);
    await waitFor(() => expect(events).toContain('rejected:create-moot'));
    await outbox.discardRequest(doomed.id);
    expect(events.slice(-3)).toEqual(['discarded:create-moot', 'discarded:create-inside', 'discarded:order-inside']);
    expect(reloadedQueue(outbox)).toEqual([]);
    expect(updates).toEqual(['task-old', 'saved-brief', 'saved-sub']);
  });

  it('keeps each user their own queue', async () => {
    const outbox = await loadOutbox();
    start(outbox);
    await outbox.enqueueRequest(post(outbox, 'mine'));
    for (const stop of stops.splice(0)) stop();

    const other = await loadOutbox();
    start(other, `other-${testUser}`);
    goOnline();
    await other.enqueueRequest(post(other, 'theirs'));
    await waitFor(() => expect(received.map((item) => item.body)).toEqual(['theirs']));
  });
});

/** The queue as the lists see it (useOutboxRequests reads the same snapshot). */
function reloadedQueue(outbox: Outbox) {
  return outbox.peekOutbox();
}
