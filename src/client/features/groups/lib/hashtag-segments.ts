import { extractHashtags } from '../../../../contract/hashtags.ts';

export type Segment = { text: string; tag?: string };

/**
 * Splits text into plain runs and hashtags for highlighting. A tag can only start a
 * whitespace-separated word, so each word is checked with the contract's own rule.
 */
export function hashtagSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  const push = (segment: Segment) => {
    const last = segments.at(-1);
    if (!segment.tag && last && !last.tag) last.text += segment.text;
    else segments.push(segment);
  };
  for (const part of text.split(/(\s+)/)) {
    if (part === '') continue;
    const tag = part.startsWith('#') ? extractHashtags(part)[0] : undefined;
    if (tag && part.startsWith(`#${tag}`)) {
      push({ text: `#${tag}`, tag });
      const rest = part.slice(tag.length + 1);
      if (rest) push({ text: rest });
    } else {
      push({ text: part });
    }
  }
  return segments;
}
