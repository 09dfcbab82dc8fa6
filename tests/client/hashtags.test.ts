import { describe, expect, it } from 'vitest';
import { extractHashtags } from '../../src/contract/hashtags.ts';
import { hasHashtag, sameHashtag, segmentHashtags } from '../../src/client/lib/hashtags.ts';

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
    const samples = ['', 'no tags', '#Law2024 and#not #ok! #a_b\n#Ọba', 'line one\n#Évidence #ΔΙΚΑΙΟ\n\n#law #LAW tail', '##double # lone #12 end#x', '\t#tab'];
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
