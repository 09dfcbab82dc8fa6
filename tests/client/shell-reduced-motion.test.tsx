import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '../../src/client/lib/reduced-motion.ts';

afterEach(() => vi.restoreAllMocks());

/** The system matches only `matching`. */
function systemMatches(matching: string) {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...matchMedia(query), matches: query === matching }));
}

describe('prefersReducedMotion', () => {
  it('follows the system’s "reduce motion" setting', () => {
    systemMatches('(prefers-reduced-motion: reduce)');
    expect(prefersReducedMotion()).toBe(true);

    vi.restoreAllMocks();
    systemMatches('(prefers-color-scheme: dark)');
    expect(prefersReducedMotion()).toBe(false);
  });
});
