/*
 * The outbox: writes that must reach the server even when the network is down as they are
 * made. Each queued request is kept in IndexedDB (one queue per user, shared by the user's
 * tabs: see outbox-storage.ts) until the server has answered it; requests go one at a time,
 * oldest first, each with its Idempotency-Key, so one sent again after a lost answer acts once.
 * One tab sends at a time (a Web Lock), reading the stored queue before each request, so a
 * request queued in any tab goes once, even from a tab closed since. Sending pauses at the
 * first request that fails for want of the server (offline, timeout, 401, 5xx) and resumes
 * when the browser comes back online, or a little later after a server error. A request the
 * server refuses otherwise (4xx) would be refused again as it is: it stays, marked failed with
 * the server's message, skipped by the sending, until the student retries or discards it; the
 * writes that name the item a refused create would make wait with it, and go when it is
 * discarded. The server keeps a refusal for its key and answers it to every repeat, so a Retry
 * goes with a fresh key (see retried); a resend after no answer keeps the key, which makes it
 * act once. Every write made offline goes here (posts, messages, study reviews...): each names
 * its `kind`, and its `meta` keeps what the lists need to show it while it waits (a create's
 * `meta.standInId`: see outbox-stand-ins.ts). Each tab hears what the others did with the
 * requests it shows (outbox-tabs.ts), as events of its own.
 */
import { useSyncExternalStore } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { ErrorCode } from '../../contract/common.ts';
import type { Endpoint } from '../../contract/endpoints.ts';
import { ApiError, callApi } from './api-client.ts';
import { namesStandIn, standInsBehind, withSavedId } from './outbox-stand-ins.ts';
import { changeQueue, readQueue, withLock, type QueuedRequest } from './outbox-storage.ts';
import { openOtherTabs, type OtherTabs, type OutboxEvent } from './outbox-tabs.ts';
import { ownSocketHeaders } from './socket.ts';

export type { QueuedRequest } from './outbox-storage.ts';
export type { OutboxEvent } from './outbox-tabs.ts';

/** After a server error, while the browser says it is online, the next try comes this much later. */
const RETRY_AFTER_MS = 15_000;

type Session = {
  key: string;
  queue: QueuedRequest[];
  /** The requests this tab has shown: what another tab does with one of them is told here too. */
  shown: Set<string>;
  tabs: OtherTabs;
  ready: Promise<void>;
  flushing: Promise<void> | null;
  again: boolean;
  retry: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
};

let session: Session | undefined;
const eventListeners = new Set<(event: OutboxEvent) => void>();
const sizeListeners = new Set<() => void>();
const NOTHING_QUEUED: QueuedRequest[] = [];

const sizeChanged = () => sizeListeners.forEach((listener) => listener());
const emit = (event: OutboxEvent) => eventListeners.forEach((listener) => listener(event));

/** Makes `queue` what this tab shows, and tells its listeners what happened to get there. */
function show(current: Session, queue: QueuedRequest[], events: OutboxEvent[]): void {
  // The same list read again keeps its identity, so the lists that show it do not render again.
  if (JSON.stringify(queue) !== JSON.stringify(current.queue)) current.queue = queue;
  for (const request of queue) current.shown.add(request.id);
  for (const event of events) {
    if (event.type !== 'rejected') current.shown.delete(event.request.id);
    emit(event);
  }
  sizeChanged();
}

/** Reads the stored queue again (another tab changed it: `told` is what happened, heard for the requests shown here). */
async function refresh(current: Session, told: OutboxEvent[] = []): Promise<void> {
  const queue = await readQueue(current.key, current.queue);
  if (!current.stopped) show(current, queue, told.filter((event) => current.shown.has(event.request.id)));
}

type Change = (stored: QueuedRequest[]) => { queue: QueuedRequest[]; events?: OutboxEvent[] };

/** Changes the stored queue (as other tabs left it), shows the result, and tells the other tabs. */
async function change(current: Session, update: Change): Promise<void> {
  let events: OutboxEvent[] = [];
  const queue = await changeQueue(current.key, current.queue, (stored) => {
    const changed = update(stored);
    events = changed.events ?? [];
    return changed.queue;
  });
  show(current, queue, events);
  current.tabs.tell(events);
}

/** No server to answer (offline, timed out, down) or no session: the same request may succeed later. */
function worthRetrying({ status }: ApiError): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

function send(request: QueuedRequest): Promise<unknown> {
  const options = { params: request.params, json: request.json, idempotencyKey: request.idempotencyKey, headers: ownSocketHeaders() };
  return callApi(request.endpoint, z.unknown(), options);
}

function retryLater(current: Session): void {
  clearTimeout(current.retry);
  if (navigator.onLine) current.retry = setTimeout(() => void flush(current), RETRY_AFTER_MS);
}

/** The oldest request not refused and not waiting on a refused create. */
function nextToSend(queue: QueuedRequest[]): QueuedRequest | undefined {
  const held = standInsBehind(queue, queue.filter((request) => request.failure));
  return queue.find((request) => !request.failure && !held.some((standInId) => namesStandIn(request, standInId)));
}

/** Sends `head` and stores the answer; 'paused' when the server could not be reached. */
async function sendOne(current: Session, head: QueuedRequest): Promise<'next' | 'paused'> {
  let response: unknown;
  try {
    response = await send(head);
  } catch (error) {
    if (!(error instanceof ApiError) || worthRetrying(error)) {
      retryLater(current);
      return 'paused';
    }
    console.warn('[outbox] refused', head.endpoint.path, error.code);
    const failure = { code: error.code, message: error.message };
    await change(current, (stored) => ({
      queue: stored.map((request) => (request.id === head.id ? { ...request, failure } : request)),
      events: [{ type: 'rejected', request: head, error }],
    }));
    return 'next';
  }
  await change(current, (stored) => ({
    queue: withSavedId(stored.filter((request) => request.id !== head.id), head, response),
    events: [{ type: 'sent', request: head, response }],
  }));
  return 'next';
}

/** Sends the stored queue in order, until it is empty or sending pauses. */
async function drain(current: Session): Promise<void> {
  await current.ready;
  // One tab at a time: a request is never on its way twice at once, and the order holds across tabs.
  await withLock(`${current.key}:sending`, async () => {
    for (;;) {
      // What was asked before this look at the network and the stored queue, this pass does.
      current.again = false;
      if (current.stopped || !navigator.onLine) return;
      const queue = await readQueue(current.key, current.queue);
      show(current, queue, []);
      const head = nextToSend(queue);
      if (!head || (await sendOne(current, head)) === 'paused') return;
    }
  });
}

function flush(current: Session): Promise<void> {
  if (current.flushing) {
    // Asked while a pass is under way (back online, something queued): one more pass after it,
    // or an 'online' event that came as a paused pass was ending would be lost.
    current.again = true;
    return current.flushing;
  }
  current.again = false;
  current.flushing = drain(current).then(() => {
    current.flushing = null;
    if (current.again) void flush(current);
  });
  return current.flushing;
}

/** Opens `userId`'s queue and sends what waits in it, now and whenever the browser comes back online; answers the close. */
export function startOutbox(userId: string): () => void {
  const key = `outbox:${userId}`;
  const current: Session = {
    key,
    queue: [],
    shown: new Set(),
    tabs: openOtherTabs(key, (events) => void refresh(current, events)),
    ready: Promise.resolve(),
    flushing: null,
    again: false,
    retry: undefined,
    stopped: false,
  };
  current.ready = refresh(current);
  session = current;
  const onOnline = () => void flush(current);
  // Back to this tab: what other tabs queued shows (where they could not say so), and goes.
  const onFocus = () => {
    void refresh(current);
    void flush(current);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onFocus);
  void flush(current);
  return () => {
    current.stopped = true;
    clearTimeout(current.retry);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onFocus);
    current.tabs.close();
    if (session === current) session = undefined;
    sizeChanged();
  };
}

/** A write for the outbox: its id (a UUIDv7, made here unless given) is also its Idempotency-Key, until a Retry after a refusal. */
export function queuedRequest(
  kind: string,
  endpoint: Endpoint,
  json: unknown,
  options: { params?: Record<string, string>; meta?: unknown; id?: string } = {},
): QueuedRequest {
  const id = options.id ?? uuidv7();
  return { id, kind, endpoint, params: options.params ?? {}, json, meta: options.meta, idempotencyKey: id, createdAt: new Date().toISOString() };
}

/** Keeps `request` (resolved once it is stored) and sends it after those queued before it. */
export async function enqueueRequest(request: QueuedRequest): Promise<void> {
  const current = session;
  if (!current) throw new Error('The outbox is closed: nobody is signed in.');
  await current.ready;
  await change(current, (stored) => ({ queue: [...stored, request] }));
  void flush(current);
}

/** Sends what waits now, and answers once it has gone (or sending paused, or nobody is signed in). */
export async function sendWaitingRequests(): Promise<void> {
  const current = session;
  if (!current) return;
  void flush(current);
  while (current.flushing) await current.flushing;
}

/**
 * Refusals that do not show the write was left undone: the first send with the key still running
 * (409, which may yet succeed), the key taken by another body (422), or a refusal before the key
 * is looked at (CSRF, suspension) that may follow a send whose answer was lost. A Retry of these
 * keeps the key, so that if a send with it was applied it acts once.
 */
const KEY_KEPT_ON_RETRY: ReadonlySet<string> = new Set<ErrorCode>(['CONFLICT', 'IDEMPOTENCY_KEY_REUSED', 'CSRF_FAILED', 'SUSPENDED']);

/**
 * The request as a Retry sends it. Any other refusal applied nothing, and the server answers it
 * again to the same key, so the request gets a fresh key; its id, which the lists and listeners
 * know it by, stays (a review's reviewId too: the server records one only with the review).
 */
function retried(request: QueuedRequest): QueuedRequest {
  if (!request.failure) return request;
  const idempotencyKey = KEY_KEPT_ON_RETRY.has(request.failure.code) ? request.idempotencyKey : uuidv7();
  return { ...request, failure: undefined, idempotencyKey };
}

/** Sends a refused request again, in its place in the queue (after the student changed what made it fail, or to try once more). */
export async function retryRequest(id: string): Promise<void> {
  const current = session;
  if (!current) return;
  await change(current, (stored) => ({ queue: stored.map((request) => (request.id === id ? retried(request) : request)) }));
  void flush(current);
}

/** Drops the requests `which` picks, and with a create the writes that name its stand-in (they could never be saved). */
async function discardWhere(which: (request: QueuedRequest) => boolean): Promise<void> {
  const current = session;
  if (!current) return;
  await current.ready;
  await change(current, (stored) => {
    const behind = standInsBehind(stored, stored.filter(which));
    const dropped = stored.filter((item) => which(item) || behind.some((standInId) => namesStandIn(item, standInId)));
    return { queue: stored.filter((item) => !dropped.includes(item)), events: dropped.map((request): OutboxEvent => ({ type: 'discarded', request })) };
  });
}

/** Drops a request that waits or was refused (and the writes that depend on it); the features take their stand-ins out of their lists. */
export function discardRequest(id: string): Promise<void> {
  return discardWhere((request) => request.id === id);
}

/** Drops several requests at once (Discard all), as discardRequest does each. */
export function discardRequests(ids: readonly string[]): Promise<void> {
  return discardWhere((request) => ids.includes(request.id));
}

/** Drops everything that waits or was refused: signing out leaves none of the student's writes on this device. */
export function discardAllRequests(): Promise<void> {
  return discardWhere(() => true);
}

/** Hears each request as the server answers it, or refuses it; answers the unsubscribe. */
export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  eventListeners.add(listener);
  return () => {
    eventListeners.delete(listener);
  };
}

function subscribeSize(listener: () => void): () => void {
  sizeListeners.add(listener);
  return () => {
    sizeListeners.delete(listener);
  };
}

/** How many writes wait to be sent (or were refused). */
export function useOutboxSize(): number {
  return useSyncExternalStore(
    subscribeSize,
    () => session?.queue.length ?? 0,
    () => 0,
  );
}

/** Every write waiting (or refused), oldest first. */
export function peekOutbox(): QueuedRequest[] {
  return session?.queue ?? NOTHING_QUEUED;
}

/** Every write waiting (or refused), oldest first: the lists show them with a "waiting to send" mark. */
export function useOutboxRequests(): QueuedRequest[] {
  return useSyncExternalStore(subscribeSize, peekOutbox, () => NOTHING_QUEUED);
}
