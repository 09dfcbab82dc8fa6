import { describe, expect, it } from 'vitest';
import { extractHashtags, hashtagKey } from '../../src/contract/hashtags.ts';
import { storedTagKey } from '../../src/server/lib/tag-keys.ts';

describe('hashtag extraction (API.md §1)', () => {
  it('follows the contract example exactly', () => {
    expect(extractHashtags('#Law2024 and#not #ok! #a_b')).toEqual(['Law2024', 'ok', 'a']);
  });

  it('lists each tag once, as first written, ignoring case when comparing', () => {
    expect(extractHashtags('#Torts then #TORTS and #torts, #Equity')).toEqual(['Torts', 'Equity']);
  });

  it('takes tags after any whitespace, including new lines and tabs', () => {
    expect(extractHashtags('intro\n#one\t#two  #three')).toEqual(['one', 'two', 'three']);
  });

  it('accepts Unicode letters and digits, and stops at anything else', () => {
    expect(extractHashtags('#Akwaaba #café #Ωμέγα #٣٤ #law-school #2024.')).toEqual(['Akwaaba', 'café', 'Ωμέγα', '٣٤', 'law', '2024']);
  });

  it('ignores a lone #, ## and a # inside a word', () => {
    expect(extractHashtags('# ## word#tag #')).toEqual([]);
    expect(extractHashtags('')).toEqual([]);
  });

  it('keys tags in lower case, without a leading #', () => {
    expect(hashtagKey('#LawSchool')).toBe('lawschool');
    expect(hashtagKey('Équité')).toBe('équité');
    expect(hashtagKey('x'.repeat(500))).toHaveLength(500);
  });

  it('stores a long tag under a short key of its own: case-blind, and never a longer tag’s prefix', () => {
    const long = `Law${'x'.repeat(300)}`;
    expect(storedTagKey('#LawSchool')).toBe('lawschool');
    expect(storedTagKey(long)).toBe(storedTagKey(long.toUpperCase()));
    expect(Array.from(storedTagKey(long)).length).toBeLessThanOrEqual(100);
    expect(storedTagKey(long)).not.toBe(storedTagKey(long.slice(0, 100)));
    expect(storedTagKey(long)).not.toBe(storedTagKey(`${long}y`));
  });
});
