import { hashtagKey } from '../../contract/hashtags.ts';
import { sha256 } from './ids.ts';

const INDEXED_MAX = 100;
const KEPT_PREFIX = 64;

/**
 * The key a tag is stored and looked up under. Short tags (nearly all) are their own key;
 * a longer one keeps a prefix and a hash of the whole, so it stays short enough for an
 * index row yet never matches another tag. The `#` joining them cannot occur in a tag.
 */
export function storedTagKey(tag: string): string {
  const key = hashtagKey(tag);
  const chars = Array.from(key);
  if (chars.length <= INDEXED_MAX) return key;
  return `${chars.slice(0, KEPT_PREFIX).join('')}#${sha256(key).slice(0, 32)}`;
}
