/*
 * Hashtags for display: the text cut into plain runs and tags, so a composer can
 * highlight them as the user types and a body can link them. Where a tag starts and
 * ends is the contract's rule (src/contract/hashtags.ts), read there and nowhere else.
 */
import { hashtagKey, matchHashtags } from '../../contract/hashtags.ts';

export type TextSegment = { kind: 'text'; text: string } | { kind: 'tag'; text: string; tag: string };

/** `"Hi #Law2024!"` → text "Hi ", tag "#Law2024" (tag "Law2024"), text "!". Joined, the segments give back the text. */
export function segmentHashtags(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const { tag, start, end } of matchHashtags(text)) {
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'tag', text: text.slice(start, end), tag });
    last = end;
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
