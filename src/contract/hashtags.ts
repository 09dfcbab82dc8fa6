/*
 * The one hashtag rule, shared by client and server: a tag is a `#` at the start of the
 * text or after whitespace, followed by one or more Unicode letters or digits; it ends at
 * the first other character. Each tag is listed once, as first written; case is ignored
 * when comparing.
 */
// The lookbehind keeps the whitespace before a tag out of the match.
const TAG_PATTERN = /(?<=^|\s)#([\p{L}\p{N}]+)/gu;

/** One tag in a text: its name, and where its `#` starts and the tag ends. */
export type HashtagMatch = { tag: string; start: number; end: number };

/** Every tag in `text`, in order, repeats included: the one reading of the rule above. */
export function matchHashtags(text: string): HashtagMatch[] {
  return Array.from(text.matchAll(TAG_PATTERN), (match) => ({ tag: match[1] ?? '', start: match.index, end: match.index + match[0].length }));
}

/** The form tags are compared and filtered in: lower case, without a leading `#`. */
export function hashtagKey(tag: string): string {
  return tag.replace(/^#/, '').toLowerCase();
}

/** `"#Law2024 and#not #ok! #a_b"` → `["Law2024", "ok", "a"]`. */
export function extractHashtags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const { tag } of matchHashtags(text)) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
