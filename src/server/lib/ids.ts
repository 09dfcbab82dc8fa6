import { createHash, randomBytes } from 'node:crypto';
import { v7 } from 'uuid';

/** Time-ordered ids: keyset pages can order by id alone. */
export const newId = (): string => v7();

export const nowIso = (): string => new Date().toISOString();

/** The creation time a UUIDv7 carries in its first 48 bits. */
export function timeOfId(id: string): string {
  return new Date(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toISOString();
}

/**
 * A new id with its creation time taken from the id itself, so that newest first by id
 * (how lists page) is newest first by createdAt too, whatever waits in between.
 */
export function newStamp(): { id: string; at: string } {
  const id = newId();
  return { id, at: timeOfId(id) };
}

export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
