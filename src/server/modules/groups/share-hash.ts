import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hash a share link carries: an HMAC of the message id, so counts cannot be bumped blind. */
export function shareHashOf(secret: string, messageId: string): string {
  return createHmac('sha256', secret).update(messageId).digest('hex');
}

export function isShareHash(secret: string, messageId: string, hash: string): boolean {
  const expected = Buffer.from(shareHashOf(secret, messageId));
  const given = Buffer.from(hash.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
