import { describe, expect, it } from 'vitest';
import { adjustHashtags } from '../../../src/client/features/groups/lib/cache.ts';
import { groupInitials } from '../../../src/client/features/groups/lib/group-icon.ts';

describe('groups helpers', () => {
  it('counts tags case-insensitively, most used first, dropping those at zero', () => {
    const start = [{ tag: 'Torts', count: 1 }, { tag: 'Equity', count: 2 }];
    expect(adjustHashtags(start, ['torts', 'Land'], 1)).toEqual([
      { tag: 'Torts', count: 2 },
      { tag: 'Equity', count: 2 },
      { tag: 'Land', count: 1 },
    ]);
    expect(adjustHashtags(start, ['TORTS'], -1)).toEqual([{ tag: 'Equity', count: 2 }]);
  });

  it('draws initials from the first and last words', () => {
    expect(groupInitials('Equity and trusts')).toBe('ET');
    expect(groupInitials('torts')).toBe('TO');
    expect(groupInitials('   ')).toBe('?');
  });
});
