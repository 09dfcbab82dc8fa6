/*
 * Untrusted input is screened alike over HTTP and the socket: no NUL character anywhere
 * (PostgreSQL text cannot hold one, and SQLite and PostgreSQL must answer alike), then
 * the contract's schema.
 */
import type { z } from 'zod';

export const NUL_MESSAGE = 'Text may not contain NUL (U+0000) characters.';

const MAX_SCAN_DEPTH = 32;

/** The path of the first string (or key) holding U+0000, if any. */
export function pathOfNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_SCAN_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = pathOfNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * A socket listener that hands on its payload as the contract schema reads it. A bad
 * payload is dropped: an event has no answer to carry a 400.
 */
export function screenedListener<Schema extends z.ZodType>(schema: Schema, handle: (payload: z.infer<Schema>) => void): (payload: unknown) => void {
  return (payload) => {
    if (pathOfNul(payload, 'payload')) return;
    const parsed = schema.safeParse(payload);
    if (parsed.success) handle(parsed.data);
  };
}
