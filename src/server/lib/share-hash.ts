/*
 * Share hashes: an HMAC of a shared item's id under the session secret, stable for the item's
 * life, so a share count cannot be bumped blind. Clients keep hashes (cached pages, the offline
 * outbox), so each kind keeps the input it has always signed: posts with a `share:` prefix,
 * group messages the bare id.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

const signedInput = {
  post: (id: string) => `share:${id}`,
  groupMessage: (id: string) => id,
};

export type Shareable = keyof typeof signedInput;

// The secret's key made once: importing it is a good part of each HMAC's cost. Signing is
// cheaper than remembering: the feed keeps each post's JSON, share hash included, apart.
const keys = new Map<string, KeyObject>();

function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

export function shareHashFor(secret: string, kind: Shareable, id: string): string {
  return createHmac('sha256', keyOf(secret)).update(signedInput[kind](id)).digest('hex');
}

/** Whether `hash` is the item's share hash; hex digits count in either case. */
export function isShareHash(secret: string, kind: Shareable, id: string, hash: string): boolean {
  const expected = Buffer.from(shareHashFor(secret, kind, id));
  const given = Buffer.from(hash.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
