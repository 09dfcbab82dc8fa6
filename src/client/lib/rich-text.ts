/*
 * A body cut into plain runs, hashtags and web addresses, for display. Addresses are found by
 * linkify-it; only http(s) and mail links are kept, and the text is never read as HTML.
 * Hashtags follow the contract's rule over the whole text, except inside an address.
 */
import LinkifyIt from 'linkify-it';
import { matchHashtags } from '../../contract/hashtags.ts';
import type { TextSegment } from './hashtags.ts';

export type RichSegment = TextSegment | { kind: 'link'; text: string; href: string };

// Building linkify-it compiles its large patterns: done at the first text that could hold an
// address (a dot between letters, "://" or "@"), not for every short post on a slow phone.
let linkify: LinkifyIt | undefined;
const MIGHT_HOLD_ADDRESS = /\w\.\w|:\/\/|@/;
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

function safeHref(url: string): string | null {
  try {
    return SAFE_PROTOCOLS.has(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

type Piece = { start: number; end: number; segment: RichSegment };

function webLinks(text: string): Piece[] {
  const pieces: Piece[] = [];
  if (!MIGHT_HOLD_ADDRESS.test(text)) return pieces;
  linkify ??= new LinkifyIt();
  for (const match of linkify.match(text) ?? []) {
    const href = safeHref(match.url);
    if (href) pieces.push({ start: match.index, end: match.lastIndex, segment: { kind: 'link', text: match.raw, href } });
  }
  return pieces;
}

/** `"See example.com #law"` → text "See ", link "example.com" (href "http://example.com"), text " ", tag "#law". */
export function segmentRichText(text: string): RichSegment[] {
  const links = webLinks(text);
  const insideLink = (start: number) => links.some((link) => start >= link.start && start < link.end);
  const tags: Piece[] = matchHashtags(text)
    .filter((match) => !insideLink(match.start))
    .map((match) => ({ start: match.start, end: match.end, segment: { kind: 'tag', text: text.slice(match.start, match.end), tag: match.tag } }));
  const pieces = [...links, ...tags].sort((a, b) => a.start - b.start);

  const segments: RichSegment[] = [];
  let last = 0;
  for (const piece of pieces) {
    if (piece.start < last) continue;
    if (piece.start > last) segments.push({ kind: 'text', text: text.slice(last, piece.start) });
    segments.push(piece.segment);
    last = piece.end;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
