import { describe, expect, it } from 'vitest';
import { isShareHash, shareHashFor } from '../../src/server/lib/share-hash.ts';

const secret = 'a-session-secret-of-at-least-32-characters';
const id = '01JD0000000000000000000000';

describe('share hashes', () => {
  // Clients hold hashes in cached pages and queued shares: a change of formula would void them.
  it('keeps the hash each kind has always had', () => {
    expect(shareHashFor(secret, 'post', id)).toBe('4f99c92673214f092121842531880f5aa1476ae85f50c70ba856a8e700b122da');
    expect(shareHashFor(secret, 'groupMessage', id)).toBe('c7d48db7d228aa14af14ad17772eae2ea6c882e625a7f6a324ba3492d4d1447b');
  });

  it('accepts the hash in either case, and only for its own kind, id and secret', () => {
    const hash = shareHashFor(secret, 'post', id);
    expect(isShareHash(secret, 'post', id, hash)).toBe(true);
    expect(isShareHash(secret, 'post', id, hash.toUpperCase())).toBe(true);
    expect(isShareHash(secret, 'groupMessage', id, hash)).toBe(false);
    expect(isShareHash(secret, 'post', `${id}1`, hash)).toBe(false);
    expect(isShareHash(`${secret}!`, 'post', id, hash)).toBe(false);
    expect(isShareHash(secret, 'post', id, hash.slice(1))).toBe(false);
  });
});
