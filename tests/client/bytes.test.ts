import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../src/client/lib/bytes.ts';

describe('byte sizes', () => {
  it('shows Bytes, KB, MB or GB with 2 decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatBytes(12_582_912)).toBe('12.00 MB');
    expect(formatBytes(1024 ** 3)).toBe('1.00 GB');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2.25 GB');
  });

  it('stays in GB above it, and takes the next unit rather than show 1024 of one', () => {
    expect(formatBytes(3 * 1024 ** 4)).toBe('3072.00 GB');
    expect(formatBytes(1024 ** 2 - 1)).toBe('1.00 MB');
    expect(formatBytes(1024 * 1023)).toBe('1023.00 KB');
  });

  it('takes another number of decimals, and reads nothing sensible as nothing', () => {
    expect(formatBytes(1536, 0)).toBe('2 KB');
    expect(formatBytes(1536, 1)).toBe('1.5 KB');
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });
});
