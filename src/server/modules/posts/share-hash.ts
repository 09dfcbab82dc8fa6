import { createHmac, timingSafeEqual } from 'node:crypto';

/** A post's share hash: an HMAC of its id under the session secret, stable for the post's life. */
export function shareHashFor(secret: string, postId: string): string {
  return createHmac('sha256', secret).update(`share:${postId}`).digest('hex');
}

export function isShareHash(secret: string, postId: string, hash: string): boolean {
  const expected = Buffer.from(shareHashFor(secret, postId));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
