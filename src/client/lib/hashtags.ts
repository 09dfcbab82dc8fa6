/*
 * Hashtags for display: the text cut into plain runs and tags, so the composer can
 * highlight them as the user types and a post body can link them. The rule is the
 * contract's (src/contract/hashtags.ts): a tag is a `#` at the start or after whitespace,
 * then one or more Unicode letters or digits.
 */
import { hashtagKey } from '../../contract/hashtags.ts';

export type TextSegment = { kind: 'text'; text: string } | { kind: 'tag'; text: string; tag: string };

// Same tag rule as the contract's; the lookbehind keeps the whitespace in the text run.
const TAG_PATTERN = /(?<=^|\s)#([\p{L}\p{N}]+)/gu;

/** `"Hi #Law2024!"` → text "Hi ", tag "#Law2024" (tag "Law2024"), text "!". */
export function segmentHashtags(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG_PATTERN)) {
    const tag = match[1];
    if (tag === undefined) continue;
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push({ kind: 'tag', text: match[0], tag });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** Whether two spellings name the same tag (case and a leading `#` do not matter). */
export function sameHashtag(a: string, b: string): boolean {
  return hashtagKey(a) === hashtagKey(b);
}

/** Whether a post's `hashtags` include `tag`. */
export function hasHashtag(hashtags: readonly string[], tag: string): boolean {
  return hashtags.some((candidate) => sameHashtag(candidate, tag));
}
