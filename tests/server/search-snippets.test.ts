/* The words of a query and the snippets cut for hits: plain functions, no database. */
import { describe, expect, it } from 'vitest';
import { SNIPPET_MAX } from '../../src/contract/search.ts';
import { matchesToWeigh, shortTitle, snippetOf } from '../../src/server/modules/search/snippets.ts';
import { searchTerms } from '../../src/server/modules/search/terms.ts';

const marked = ({ snippet, highlights }: ReturnType<typeof snippetOf>) => highlights.map(([start, end]) => snippet.slice(start, end));

describe('searchTerms', () => {
  it.each([
    ['contr', ['contr'], true],
    ['law of contr', ['law', 'of', 'contr'], true],
    ['a', ['a'], false],
    ['law a', ['law', 'a'], false],
    ["O'Brien-Smith", ['O', 'Brien', 'Smith'], true],
    ['"NEAR(" OR * ^ :', ['NEAR', 'OR'], true],
    ['"*-:', [], false],
    ['Akotò', ['Akotò'], true],
  ])('%j has the words %j (prefix: %s)', (q, words, prefix) => {
    expect(searchTerms(q)).toEqual({ words, prefix });
  });
});

describe('snippetOf', () => {
  it('keeps a short text whole, marking whole words and the last word as a prefix', () => {
    const cut = snippetOf('Offer and acceptance make a contract; an offeree accepts.', searchTerms('offer contr'));
    expect(cut.snippet).toBe('Offer and acceptance make a contract; an offeree accepts.');
    expect(marked(cut)).toEqual(['Offer', 'contract']);
  });

  it('marks words whatever their case and accents, decomposed accents included', () => {
    const text = 'Ǹkrumah met AKOTÒ and Ako\u0074o\u0300 at Legon';
    expect(marked(snippetOf(text, searchTerms('nkrumah akoto')))).toEqual(['Ǹkrumah', 'AKOTÒ', 'Akoto\u0300']);
  });

  it('counts offsets as JavaScript does, past characters outside the basic plane', () => {
    expect(marked(snippetOf('😀 🇬🇭 equity and 𝔏aw', searchTerms('equity')))).toEqual(['equity']);
  });

  it('cuts a long text around the place that has the most of the words, at most 240 characters', () => {
    const filler = 'Counsel addressed the court at length on the evidence. ';
    const text = `Laches alone. ${filler.repeat(10)}Laches and acquiescence together. ${filler.repeat(10)}`;
    const cut = snippetOf(text, searchTerms('laches acquiescence'));
    expect(cut.snippet.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(cut.snippet).toMatch(/^….*Laches and acquiescence together\..*…$/);
    expect(marked(cut)).toEqual(['Laches', 'acquiescence']);
  });

  it('starts a long text without a match at its beginning', () => {
    const cut = snippetOf('word '.repeat(1000), searchTerms('absent'));
    expect(cut.snippet.startsWith('word word')).toBe(true);
    expect(cut.snippet.endsWith('…')).toBe(true);
    expect(cut.snippet.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(cut.highlights).toEqual([]);
  });

  it('shows whitespace as single spaces', () => {
    expect(snippetOf('  Line one\n\n\tline   two  ', searchTerms('two')).snippet).toBe('Line one line two');
  });
});

describe('snippetOf on a long text full of matches', () => {
  const room = SNIPPET_MAX - 2;
  const hostile = 'éa '.repeat(350_000);

  it('reads a 1 MB text only as far as the windows tried can reach', () => {
    expect(hostile.length).toBeGreaterThan(1_000_000);
    const { matches, read } = matchesToWeigh(hostile, searchTerms('éa'), room);
    // 100 windows, each starting near one of the first 100 matches, plus what fits after the last.
    expect(matches.length).toBeGreaterThanOrEqual(100);
    expect(matches.length).toBeLessThanOrEqual(100 + room);
    expect(read).toBeLessThan(10_000);
  });

  it('still cuts a snippet from it, every word in it marked', () => {
    const cut = snippetOf(hostile, searchTerms('éa'));
    expect(cut.snippet.startsWith('éa éa')).toBe(true);
    expect(cut.snippet.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(new Set(marked(cut))).toEqual(new Set(['éa']));
    expect(cut.highlights.length).toBe(cut.snippet.match(/éa/g)?.length);
  });

  it('reads on past the candidates while no match is found, to the one far in', () => {
    const text = `${'word '.repeat(50_000)}needle and more words after it`;
    const cut = snippetOf(text, searchTerms('needle'));
    expect(marked(cut)).toEqual(['needle']);
  });

  it('weighs every window near the first matches, and picks the one with the most words', () => {
    const filler = 'laches ';
    const text = `${filler.repeat(60)}${'x '.repeat(60)}laches and acquiescence ${filler.repeat(60)}`;
    const cut = snippetOf(text, searchTerms('laches acquiescence'));
    expect(marked(cut)).toContain('acquiescence');
  });
});

describe('shortTitle', () => {
  it('takes the first line, cut at a word with an ellipsis', () => {
    expect(shortTitle('Short line\nsecond line', 80)).toBe('Short line');
    const title = shortTitle(`${'Quite a long opening sentence '.repeat(5)}`, 40);
    expect(title.length).toBeLessThanOrEqual(40);
    expect(title).toBe('Quite a long opening sentence Quite a…');
  });
});
