/*
 * The outbox: writes that must reach the server even when the network is down as they are
 * made. Each queued request is kept in IndexedDB (one queue per user) until the server has
 * answered it; requests go one at a time, oldest first, each with its Idempotency-Key, so
 * one sent again after a lost answer acts once. Sending pauses at the first request that
 * fails for want of the server (offline, timeout, 401, 5xx) and resumes when the browser
 * comes back online, or a little later after a server error. A request the server refuses
 * otherwise (4xx) would be refused again as it is: it stays, marked failed with the server's
 * message, skipped by the sending, until the student retries or discards it; the writes that
 * name the item a refused create would make wait with it, and go when it is discarded. The
 * server keeps a refusal for its key and answers it to every repeat, so a Retry goes with a
 * fresh key (see retried); a resend after no answer keeps the key, which makes it act once.
 * Every write made offline goes here (posts, messages, study reviews...): each names its
 * `kind`, and its `meta` keeps what the lists need to show it while it waits (a create's
 * `meta.standInId`: see withSavedId).
 */
import { useSyncExternalStore } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { ErrorCode } from '../../contract/common.ts';
import type { Endpoint } from '../../contract/endpoints.ts';
import { ApiError, callApi } from './api-client.ts';
import { readIdbValue, writeIdbValue } from './idb-storage.ts';
import { ownSocketHeaders } from './socket.ts';

const queuedRequestSchema = z.object({
  id: z.string(),
  endpoint: z.object({ method: z.enum(['get', 'post', 'put', 'patch', 'delete']), path: z.string() }),
  params: z.record(z.string(), z.string()),
  json: z.unknown(),
  idempotencyKey: z.string(),
  createdAt: z.string(),
  kind: z.string().optional(),
  meta: z.unknown().optional(),
  failure: z.object({ code: z.string(), message: z.string() }).optional(),
});

/** One write waiting for the server: the endpoint, its path parameters and body, and its key. */
export type QueuedRequest = {
  id: string;
  endpoint: Endpoint;
  params: Record<string, string>;
  json: unknown;
  idempotencyKey: string;
  createdAt: string;
  /** What it is ('post', 'message', 'review'...), for the lists that show it while it waits. */
  kind?: string;
  meta?: unknown;
  /** Set when the server refused it (4xx): its error, shown with Retry and Discard. */
  failure?: { code: string; message: string };
};

export type OutboxEvent =
  | { type: 'sent'; request: QueuedRequest; response: unknown }
  | { type: 'rejected'; request: QueuedRequest; error: ApiError }
  | { type: 'discarded'; request: QueuedRequest };

/** After a server error, while the browser says it is online, the next try comes this much later. */
const RETRY_AFTER_MS = 15_000;

type Session = {
  key: string;
  queue: QueuedRequest[];
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

async function load(key: string): Promise<QueuedRequest[]> {
  // An older build may have written it, or IndexedDB may be unavailable: then nothing is waiting.
  const parsed = z.array(queuedRequestSchema).safeParse(await readIdbValue(key).catch(() => undefined));
  return parsed.success ? parsed.data : [];
}

const save = (current: Session) => writeIdbValue(current.key, current.queue).catch((error: unknown) => console.warn('[outbox] not saved', error));

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

const standInMetaSchema = z.object({ standInId: z.string() });
const savedSchema = z.object({ id: z.string() });

/** The stand-in id a create made offline shows its item under, if it names one (see withSavedId). */
function standInIdOf(request: QueuedRequest): string | undefined {
  const standIn = standInMetaSchema.safeParse(request.meta);
  return standIn.success ? standIn.data.standInId : undefined;
}

/** Replaces `from` by `to` wherever it is a whole value in a request's path parameters or body. */
function swapValue(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((item) => swapValue(item, from, to));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, swapValue(item, from, to)]));
  return value;
}

/** Whether the stand-in id is a whole value somewhere in `value` (a request's path parameters or body). */
function mentions(value: unknown, standInId: string): boolean {
  if (value === standInId) return true;
  if (Array.isArray(value)) return value.some((item) => mentions(item, standInId));
  if (typeof value === 'object' && value !== null) return Object.values(value).some((item) => mentions(item, standInId));
  return false;
}

/** Whether a request names the stand-in id (a move of the item a queued create makes, say). */
const namesStandIn = (request: QueuedRequest, standInId: string) => mentions(request.params, standInId) || mentions(request.json, standInId);

/**
 * A create made offline may name the stand-in id its item is shown under (`meta.standInId`);
 * writes queued after it (a move, an edit) use that id, which the server does not know. Once
 * the create is saved, they name the saved id instead, in their path parameters and body.
 */
function withSavedId(queue: QueuedRequest[], sent: QueuedRequest, response: unknown): QueuedRequest[] {
  const standInId = standInIdOf(sent);
  const saved = savedSchema.safeParse(response);
  if (!standInId || !saved.success) return queue;
  return queue.map((request) => ({
    ...request,
    params: Object.fromEntries(Object.entries(request.params).map(([key, value]) => [key, value === standInId ? saved.data.id : value])),
    json: swapValue(request.json, standInId, saved.data.id),
  }));
}

/**
 * The stand-in ids that `roots` make and, in turn, those of the queued creates that name one of
 * them (a task in a column whose create was refused): the writes naming any of them must wait.
 */
function standInsBehind(queue: QueuedRequest[], roots: QueuedRequest[]): string[] {
  const held = roots.flatMap((request) => standInIdOf(request) ?? []);
  for (let grew = held.length > 0; grew; ) {
    grew = false;
    for (const request of queue) {
      const standInId = standInIdOf(request);
      if (!standInId || held.includes(standInId) || !held.some((id) => namesStandIn(request, id))) continue;
      held.push(standInId);
      grew = true;
    }
  }
  return held;
}

/** Sends the queue in order; answers whether it stopped because it is empty ('done') or paused. */
async function drain(current: Session): Promise<'done' | 'paused'> {
  await current.ready;
  for (;;) {
    const held = standInsBehind(current.queue, current.queue.filter((request) => request.failure));
    const head = current.queue.find((request) => !request.failure && !held.some((standInId) => namesStandIn(request, standInId)));
    if (current.stopped || !navigator.onLine) return 'paused';
    if (!head) return 'done';
    try {
      const response = await send(head);
      current.queue = withSavedId(
        current.queue.filter((request) => request.id !== head.id),
        head,
        response,
      );
      emit({ type: 'sent', request: head, response });
    } catch (error) {
      if (!(error instanceof ApiError) || worthRetrying(error)) {
        retryLater(current);
        return 'paused';
      }
      console.warn('[outbox] refused', head.endpoint.path, error.code);
      const failure = { code: error.code, message: error.message };
      current.queue = current.queue.map((request) => (request.id === head.id ? { ...request, failure } : request));
      emit({ type: 'rejected', request: head, error });
    }
    sizeChanged();
    await save(current);
  }
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
  const current: Session = { key: `outbox:${userId}`, queue: [], ready: Promise.resolve(), flushing: null, again: false, retry: undefined, stopped: false };
  current.ready = load(current.key).then((saved) => {
    current.queue = saved.map((request) => ({ ...request, endpoint: request.endpoint as Endpoint }));
    sizeChanged();
  });
  session = current;
  const onOnline = () => void flush(current);
  window.addEventListener('online', onOnline);
  void flush(current);
  return () => {
    current.stopped = true;
    clearTimeout(current.retry);
    window.removeEventListener('online', onOnline);
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
  current.queue = [...current.queue, request];
  sizeChanged();
  await save(current);
  void flush(current);
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
  current.queue = current.queue.map((request) => (request.id === id ? retried(request) : request));
  sizeChanged();
  await save(current);
  void flush(current);
}

/**
 * Drops a request that waits or was refused, and with a create the writes that name its stand-in
 * (they could never be saved); the features take their stand-ins out of their lists.
 */
export async function discardRequest(id: string): Promise<void> {
  const current = session;
  const request = current?.queue.find((item) => item.id === id);
  if (!current || !request) return;
  const behind = standInsBehind(current.queue, [request]);
  const dropped = current.queue.filter((item) => item.id === id || behind.some((standInId) => namesStandIn(item, standInId)));
  current.queue = current.queue.filter((item) => !dropped.includes(item));
  for (const item of dropped) emit({ type: 'discarded', request: item });
  sizeChanged();
  await save(current);
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
