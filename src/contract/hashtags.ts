/*
 * The one hashtag rule, shared by client and server: a tag is a `#` at the start of the
 * text or after whitespace, followed by one or more Unicode letters or digits; it ends at
 * the first other character. Each tag is listed once, as first written; case is ignored
 * when comparing.
 */
const TAG_PATTERN = /(?:^|\s)#([\p{L}\p{N}]+)/gu;

/** The form tags are compared and filtered in: lower case, without a leading `#`. */
export function hashtagKey(tag: string): string {
  return tag.replace(/^#/, '').toLowerCase();
}

/** `"#Law2024 and#not #ok! #a_b"` → `["Law2024", "ok", "a"]`. */
export function extractHashtags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const match of text.matchAll(TAG_PATTERN)) {
    const tag = match[1];
    if (tag === undefined) continue;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
