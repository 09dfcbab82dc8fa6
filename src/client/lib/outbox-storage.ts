/*
 * The outbox's copy in IndexedDB, one list per user under `outbox:<userId>`, shared by every
 * tab of the app. A tab never writes its own list over it: each change reads the stored list,
 * changes it and writes it back under the Web Lock of that key, so what other tabs queued
 * meanwhile stays. Without Web Locks (jsdom, an old browser) one tab's changes still take turns.
 */
import { z } from 'zod';
import type { Endpoint } from '../../contract/endpoints.ts';
import { readIdbValue, writeIdbValue } from './idb-storage.ts';

export const queuedRequestSchema = z.object({
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

/** A stored request as the outbox uses it, or nothing when an older build wrote something else. */
export function parseQueuedRequest(value: unknown): QueuedRequest | undefined {
  const parsed = queuedRequestSchema.safeParse(value);
  return parsed.success ? { ...parsed.data, endpoint: parsed.data.endpoint as Endpoint } : undefined;
}

const turns = new Map<string, Promise<unknown>>();

/** Runs `task` holding the lock `name`, across the tabs of this origin where the browser has Web Locks. */
export async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks: LockManager | undefined = navigator.locks;
  if (locks) return await locks.request(name, task);
  const run = (turns.get(name) ?? Promise.resolve()).then(task);
  turns.set(name, run.catch(() => undefined));
  return run;
}

/** The stored list; undefined when IndexedDB cannot be read (then the tab's own copy stands in). */
async function readStored(key: string): Promise<QueuedRequest[] | undefined> {
  let stored: unknown;
  try {
    stored = await readIdbValue(key);
  } catch {
    return undefined;
  }
  return Array.isArray(stored) ? stored.flatMap((item) => parseQueuedRequest(item) ?? []) : [];
}

/** The stored list, read in turn with the changes (so never older than one already made); `own` if it cannot be read. */
export function readQueue(key: string, own: QueuedRequest[]): Promise<QueuedRequest[]> {
  return withLock(key, async () => (await readStored(key)) ?? own);
}

/** Changes the stored list as `change` says, merged with what other tabs stored, and answers the new list. */
export function changeQueue(key: string, own: QueuedRequest[], change: (queue: QueuedRequest[]) => QueuedRequest[]): Promise<QueuedRequest[]> {
  return withLock(key, async () => {
    const next = change((await readStored(key)) ?? own);
    await writeIdbValue(key, next).catch((error: unknown) => console.warn('[outbox] not saved', error));
    return next;
  });
}
