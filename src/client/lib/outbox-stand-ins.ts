/*
 * The outbox's creates made offline and the writes queued after them that name the item they
 * make. A create may name the stand-in id its item is shown under (`meta.standInId`); the writes
 * after it (a move, an edit) use that id, which the server does not know until the create is saved.
 */
import { z } from 'zod';
import type { QueuedRequest } from './outbox-storage.ts';

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
export const namesStandIn = (request: QueuedRequest, standInId: string) => mentions(request.params, standInId) || mentions(request.json, standInId);

/** Once the create `sent` is saved, the writes queued after it name the saved id instead, in their path parameters and body. */
export function withSavedId(queue: QueuedRequest[], sent: QueuedRequest, response: unknown): QueuedRequest[] {
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
export function standInsBehind(queue: QueuedRequest[], roots: QueuedRequest[]): string[] {
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
