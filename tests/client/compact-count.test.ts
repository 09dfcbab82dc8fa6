import { describe, expect, it } from 'vitest';
import { formatCompactCount } from '../../src/client/lib/compact-count.ts';

describe('formatCompactCount', () => {
  it('writes counts under a thousand as they are', () => {
    expect(formatCompactCount(0)).toBe('0');
    expect(formatCompactCount(7)).toBe('7');
    expect(formatCompactCount(999)).toBe('999');
  });

  it('shortens a thousand and more as the compact notation does', () => {
    const compact = new Intl.NumberFormat(undefined, { notation: 'compact' });
    for (const value of [1000, 1234, 56_789, 2_500_000]) expect(formatCompactCount(value)).toBe(compact.format(value));
    expect(formatCompactCount(1234)).not.toBe('1234');
  });
});
