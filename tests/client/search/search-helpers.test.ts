import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_MAX, withRecentSearch } from '../../../src/client/features/search/api/recent-searches.ts';
import { highlightSegments } from '../../../src/client/features/search/lib/highlight-segments.ts';

describe('highlight segments', () => {
  it('cuts the snippet at the offsets into plain and marked pieces', () => {
    expect(highlightSegments('Offer and acceptance', [[0, 5], [10, 20]])).toEqual([
      { text: 'Offer', marked: true },
      { text: ' and ', marked: false },
      { text: 'acceptance', marked: true },
    ]);
  });

  it('sorts the offsets, joins overlapping or touching ones and keeps them inside the snippet', () => {
    expect(highlightSegments('habeas corpus', [[7, 99], [0, 4], [2, 6], [6, 7]])).toEqual([{ text: 'habeas corpus', marked: true }]);
    expect(highlightSegments('Akoto', [[3, 3], [9, 12]])).toEqual([{ text: 'Akoto', marked: false }]);
    expect(highlightSegments('', [])).toEqual([]);
  });

  it('counts in UTF-16 code units, as the contract does', () => {
    expect(highlightSegments('𝐀 Ẹ̀kọ́', [[3, 8]])).toEqual([
      { text: '𝐀 ', marked: false },
      { text: 'Ẹ̀kọ́', marked: true },
    ]);
  });
});

describe('recent searches', () => {
  it('puts the newest first, once whatever its case, and keeps the last few', () => {
    expect(withRecentSearch(['tort', 'Carlill'], '  carlill ')).toEqual(['carlill', 'tort']);
    expect(withRecentSearch(['tort'], '   ')).toEqual(['tort']);
    const many = Array.from({ length: RECENT_SEARCHES_MAX }, (_, n) => `q${n}`);
    expect(withRecentSearch(many, 'new')).toEqual(['new', ...many.slice(0, RECENT_SEARCHES_MAX - 1)]);
    expect(RECENT_SEARCHES_MAX).toBe(8);
  });
});
