import type { Highlight } from '../../../../contract/search.ts';

export type Segment = { text: string; marked: boolean };

/**
 * `snippet` cut at the `highlights` offsets into plain and marked pieces, to render with
 * <mark> as text (never as HTML). Offsets are sorted, kept inside the snippet, and
 * overlapping or touching ranges join into one mark.
 */
export function highlightSegments(snippet: string, highlights: readonly Highlight[]): Segment[] {
  const length = snippet.length;
  const ranges = highlights
    .map(([start, end]): Highlight => [Math.min(start, length), Math.min(end, length)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) segments.push({ text: snippet.slice(at, from), marked: false });
    const last = segments.at(-1);
    if (last?.marked && from === at) last.text += snippet.slice(from, end);
    else segments.push({ text: snippet.slice(from, end), marked: true });
    at = end;
  }
  if (at < length) segments.push({ text: snippet.slice(at), marked: false });
  return segments;
}
