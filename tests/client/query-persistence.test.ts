/* Which answers are kept in IndexedDB for a reload with no signal. */
import { describe, expect, it } from 'vitest';
import { worthKeeping } from '../../src/client/app/query-persistence.ts';
import { libraryKeys } from '../../src/client/features/library/api/keys.ts';

const kept = (queryKey: readonly unknown[], status: 'success' | 'error' = 'success') => worthKeeping({ queryKey, state: { status } } as Parameters<typeof worthKeeping>[0]);

describe('the answers kept for offline', () => {
  it('keeps finished practices and their results, not a practice under way', () => {
    expect(kept(libraryKeys.practiceHistory())).toBe(true);
    expect(kept(libraryKeys.practiceResult('p1'))).toBe(true);
    expect(kept(libraryKeys.practice('p1'))).toBe(false);
  });

  it('keeps only successful answers of the areas worth keeping', () => {
    expect(kept(libraryKeys.caseFlash('c1'))).toBe(true);
    expect(kept(libraryKeys.caseFlash('c1'), 'error')).toBe(false);
    expect(kept(['auth', 'me'])).toBe(false);
    expect(kept(['search', { q: 'tort' }])).toBe(false);
  });
});
