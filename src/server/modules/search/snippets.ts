/*
 * Snippets: plain text around the best match, at most SNIPPET_MAX characters, with the
 * matched words' offsets. Computed here from the words (ignoring case and accents as the
 * engines do), never from an engine's HTML. A text may be long and full of matches, so a
 * long one is read only as far as the windows tried can reach, and weighed in one pass.
 */
import { SNIPPET_MAX, type Highlight } from '../../../contract/search.ts';
import { eachMatch, foldText, type SearchTerms } from './terms.ts';

const ELLIPSIS = '…';
/** How much text to keep before the first match of a window, when there is room. */
const LEAD_IN = 40;
/** Windows tried: one starting near each of the first matches. */
const CANDIDATES = 100;

type Match = { start: number; end: number; word: number };

/** The text folded one character at a time, with where each folded unit came from. */
function folded(text: string): { folded: string; origin: number[] } {
  let result = '';
  const origin: number[] = [];
  // Normalizing is dear and a text repeats its few letters: each is folded once.
  const seen = new Map<string, string>();
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    const char = text.slice(index, index + width);
    let fold = code < 0x80 ? char.toLowerCase() : seen.get(char);
    if (fold === undefined) {
      fold = foldText(char);
      seen.set(char, fold);
    }
    result += fold;
    for (let unit = 0; unit < fold.length; unit += 1) origin.push(index);
    index += width;
  }
  origin.push(text.length);
  return { folded: result, origin };
}

/** Every matched word of `text`, as offsets into `text`. */
export function matchesIn(text: string, terms: SearchTerms): Match[] {
  const { folded: folding, origin } = folded(text);
  const matches: Match[] = [];
  eachMatch(folding, terms, (start, end, word) => matches.push({ start: origin[start] ?? 0, end: origin[end] ?? text.length, word }));
  return matches;
}

/** Never split a surrogate pair. */
function safeEnd(text: string, end: number): number {
  const code = text.charCodeAt(end - 1);
  return end < text.length && code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}

/** A separator (no letter, digit or mark), where a text can be cut without splitting a word. */
const SEPARATOR = /[^\p{L}\p{N}\p{M}]/gu;
/** How much of a long text is folded at a time. */
const CHUNK = 2048;

/** Where the piece of `text` starting at `from` ends: at the first separator past CHUNK characters. */
function chunkEnd(text: string, from: number): number {
  let at = from + CHUNK;
  if (at >= text.length) return text.length;
  if (/[\udc00-\udfff]/.test(text.charAt(at))) at += 1;
  SEPARATOR.lastIndex = at;
  return SEPARATOR.exec(text)?.index ?? text.length;
}

/**
 * The matches any window tried (one near each of the first CANDIDATES matches) can show,
 * and how many characters were read for them: the text is folded piece by piece and no
 * further than `room` past the last candidate.
 */
export function matchesToWeigh(text: string, terms: SearchTerms, room: number): { matches: Match[]; read: number } {
  const matches: Match[] = [];
  let from = 0;
  while (from < text.length) {
    const to = chunkEnd(text, from);
    const { folded: folding, origin } = folded(text.slice(from, to));
    const offset = from;
    eachMatch(folding, terms, (start, end, word) => matches.push({ start: offset + (origin[start] ?? 0), end: offset + (origin[end] ?? to - offset), word }));
    from = to;
    const lastCandidate = matches[CANDIDATES - 1];
    if (lastCandidate && from > lastCandidate.start + room) {
      return { matches: matches.filter((m) => m.start <= lastCandidate.start + room), read: from };
    }
  }
  return { matches, read: from };
}

/**
 * The window of `room` characters from each of the first matches that covers the most
 * different words. Windows and matches both move only forward, so one pass weighs them all.
 */
function bestStart(matches: Match[], room: number): number {
  const inWindow = new Map<number, number>();
  const enter = (m: Match) => inWindow.set(m.word, (inWindow.get(m.word) ?? 0) + 1);
  const leave = (m: Match) => {
    const left = (inWindow.get(m.word) ?? 0) - 1;
    if (left > 0) inWindow.set(m.word, left);
    else inWindow.delete(m.word);
  };
  let best = { start: 0, words: -1 };
  // matches[first] to matches[next - 1] are the ones inside the current window.
  let first = 0;
  let next = 0;
  for (const anchor of matches.slice(0, CANDIDATES)) {
    const start = Math.max(0, anchor.start - LEAD_IN);
    for (let m = matches[first]; m && m.start < start; m = matches[first]) {
      if (first < next) leave(m);
      first += 1;
    }
    next = Math.max(next, first);
    for (let m = matches[next]; m && m.end <= start + room; m = matches[next]) {
      enter(m);
      next += 1;
    }
    if (inWindow.size > best.words) best = { start, words: inWindow.size };
  }
  return best.start;
}

export function snippetOf(source: string, terms: SearchTerms): { snippet: string; highlights: Highlight[] } {
  const text = source.replace(/\s+/g, ' ').trim();
  if (text.length <= SNIPPET_MAX) {
    return { snippet: text, highlights: matchesIn(text, terms).map((m): Highlight => [m.start, m.end]) };
  }
  const room = SNIPPET_MAX - 2 * ELLIPSIS.length;
  const { matches } = matchesToWeigh(text, terms, room);
  let start = bestStart(matches, room);
  // Start at a word: after the first space past the lead-in, unless that would skip the first match.
  const firstMatch = matches.find((m) => m.start >= start);
  const space = text.indexOf(' ', start);
  if (start > 0 && space !== -1 && space < (firstMatch?.start ?? start + LEAD_IN)) start = space + 1;
  let end = safeEnd(text, Math.min(text.length, start + room));
  // End at a word, when a space is near enough.
  const lastSpace = text.lastIndexOf(' ', end);
  if (end < text.length && lastSpace > start + room / 2) end = lastSpace;
  const lead = start > 0 ? ELLIPSIS : '';
  const shown = text.slice(start, end).trimEnd();
  const snippet = `${lead}${shown}${end < text.length ? ELLIPSIS : ''}`;
  const highlights = matches
    .filter((m) => m.start >= start && m.end <= start + shown.length)
    .map((m): Highlight => [m.start - start + lead.length, m.end - start + lead.length]);
  return { snippet, highlights };
}

/** A short title out of a long text: its first line, cut at a word with "…". */
export function shortTitle(text: string, max: number): string {
  const line = text.trim().split('\n', 1)[0]?.trim() ?? '';
  if (line.length <= max) return line;
  const cut = line.slice(0, safeEnd(line, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}${ELLIPSIS}`;
}
