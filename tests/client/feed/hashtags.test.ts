import { describe, expect, it } from 'vitest';
import { extractHashtags } from '../../../src/contract/hashtags.ts';
import { hasHashtag, sameHashtag, segmentHashtags } from '../../../src/client/lib/hashtags.ts';
import { formatTimeAgo } from '../../../src/client/features/feed/components/time-ago.tsx';

describe('hashtag segments', () => {
  it('cuts text into runs and tags by the contract rule', () => {
    expect(segmentHashtags('#Law2024 and#not #ok! #a_b')).toEqual([
      { kind: 'tag', text: '#Law2024', tag: 'Law2024' },
      { kind: 'text', text: ' and#not ' },
      { kind: 'tag', text: '#ok', tag: 'ok' },
      { kind: 'text', text: '! ' },
      { kind: 'tag', text: '#a', tag: 'a' },
      { kind: 'text', text: '_b' },
    ]);
  });

  it('keeps every character, in order, and finds the same tags as the contract', () => {
    const samples = ['', 'no tags', 'line one\n#Évidence #ΔΙΚΑΙΟ\n\n#law #LAW tail', '##double # lone #12 end#x', '\t#tab'];
    for (const text of samples) {
      const segments = segmentHashtags(text);
      expect(segments.map((segment) => segment.text).join('')).toBe(text);
      const tags = segments.flatMap((segment) => (segment.kind === 'tag' ? [segment.tag] : []));
      const unique = tags.filter((tag, index) => tags.findIndex((other) => sameHashtag(other, tag)) === index);
      expect(unique).toEqual(extractHashtags(text));
    }
  });

  it('compares tags without case or a leading #', () => {
    expect(sameHashtag('#Torts', 'torts')).toBe(true);
    expect(hasHashtag(['Equity', 'Trusts'], '#trusts')).toBe(true);
    expect(hasHashtag(['Equity'], 'equit')).toBe(false);
  });
});

describe('post times', () => {
  const now = Date.parse('2026-05-10T12:00:00.000Z');
  it('is relative within a day and a date once older than 24 hours', () => {
    expect(formatTimeAgo('2026-05-10T11:59:30.000Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-05-10T11:15:00.000Z', now)).toBe('45 min ago');
    expect(formatTimeAgo('2026-05-09T12:00:00.000Z', now)).toBe('24 h ago');
    const date = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date('2026-05-09T11:59:00.000Z'));
    expect(formatTimeAgo('2026-05-09T11:59:00.000Z', now)).toBe(date);
  });
});
