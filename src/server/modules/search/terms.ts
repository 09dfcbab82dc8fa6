/*
 * A query's words, as both engines and the snippets read them: runs of letters and digits
 * (with their accents), everything else a separator. Nothing a user types reaches an engine
 * as query syntax.
 */

/** A letter or digit, then any letters, digits and combining marks. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** A one-character last word is matched whole: as a prefix it would match most of the index. */
const PREFIX_MIN_LENGTH = 2;

export type SearchTerms = {
  words: string[];
  /** The last word also matches as the start of a longer word. */
  prefix: boolean;
};

export function searchTerms(q: string): SearchTerms {
  const words = q.normalize('NFC').match(WORD) ?? [];
  const last = words.at(-1);
  return { words, prefix: last !== undefined && [...last].length >= PREFIX_MIN_LENGTH };
}

/** Lower case without accents, as the engines compare words. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Finds each word of a folded text that the terms match; `visit` gets its [start, end) in that text. */
export function eachMatch(folded: string, terms: SearchTerms, visit: (start: number, end: number, word: number) => void): void {
  const wanted = terms.words.map(foldText);
  const lastIndex = wanted.length - 1;
  for (const found of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    const token = found[0];
    const word = wanted.findIndex((w, index) => token === w || (index === lastIndex && terms.prefix && token.startsWith(w)));
    if (word !== -1) visit(found.index, found.index + token.length, word);
  }
}
