/*
 * Share hashes: an HMAC of a shared item's id under the session secret, stable for the item's
 * life, so a share count cannot be bumped blind. Clients keep hashes (cached pages, the offline
 * outbox), so each kind keeps the input it has always signed: posts with a `share:` prefix,
 * group messages the bare id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

const signedInput = {
  post: (id: string) => `share:${id}`,
  groupMessage: (id: string) => id,
};

export type Shareable = keyof typeof signedInput;

// A feed page that misses its cache signs twenty ids; the same posts are signed again and again.
const signed = new LRUCache<string, string>({ max: 20_000 });

export function shareHashFor(secret: string, kind: Shareable, id: string): string {
  const key = `${kind} ${id} ${secret}`;
  let hash = signed.get(key);
  if (hash === undefined) {
    hash = createHmac('sha256', secret).update(signedInput[kind](id)).digest('hex');
    signed.set(key, hash);
  }
  return hash;
}

/** Whether `hash` is the item's share hash; hex digits count in either case. */
export function isShareHash(secret: string, kind: Shareable, id: string, hash: string): boolean {
  const expected = Buffer.from(shareHashFor(secret, kind, id));
  const given = Buffer.from(hash.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
