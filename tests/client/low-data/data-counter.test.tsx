import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDownloadedBytes, bytesThisMonth, countDataUsage, DATA_USAGE_KEY, monthOf } from '../../../src/client/lib/data-usage.ts';
import { buildMe } from '../../mocks/db.ts';
import { renderApp } from '../support/render-app.tsx';

type Entry = { entryType: string; transferSize: number };

/** A PerformanceObserver the test feeds by hand (jsdom has none that reports resources). */
class FakePerformanceObserver {
  static supportedEntryTypes = ['resource', 'navigation', 'paint'];
  static instances: FakePerformanceObserver[] = [];
  observed: PerformanceObserverInit[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {
    FakePerformanceObserver.instances.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(entries: Entry[]) {
    if (!this.disconnected) this.callback({ getEntries: () => entries });
  }
}

let stop: () => void = () => undefined;

beforeEach(() => {
  FakePerformanceObserver.instances = [];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const observer = () => {
  expect(FakePerformanceObserver.instances).toHaveLength(1);
  return FakePerformanceObserver.instances[0] as FakePerformanceObserver;
};

describe('the data counter', () => {
  it('watches page loads and requests, those before it started included, once per page', () => {
    stop = countDataUsage();
    countDataUsage();

    expect(observer().observed).toEqual([
      { type: 'resource', buffered: true },
      { type: 'navigation', buffered: true },
    ]);
  });

  it('sums what was transferred into this month, leaving cached answers (0 bytes) out', () => {
    stop = countDataUsage();

    observer().report([
      { entryType: 'navigation', transferSize: 1200 },
      { entryType: 'resource', transferSize: 0 },
      { entryType: 'resource', transferSize: 3000 },
    ]);
    observer().report([{ entryType: 'resource', transferSize: 800 }]);

    expect(bytesThisMonth()).toBe(5000);
    expect(JSON.parse(window.localStorage.getItem(DATA_USAGE_KEY) ?? 'null')).toEqual({ month: monthOf(new Date()), bytes: 5000 });
  });

  it('starts again from zero in a new calendar month', () => {
    const october = new Date(2026, 9, 31, 23, 0);
    const november = new Date(2026, 10, 1, 0, 30);
    addDownloadedBytes(4096, october);
    expect(bytesThisMonth(october)).toBe(4096);
    expect(bytesThisMonth(november)).toBe(0);

    addDownloadedBytes(1000, november);
    expect(bytesThisMonth(november)).toBe(1000);
  });

  it('reads an unreadable count as zero', () => {
    window.localStorage.setItem(DATA_USAGE_KEY, '{"month":');
    expect(bytesThisMonth()).toBe(0);
    window.localStorage.setItem(DATA_USAGE_KEY, JSON.stringify({ month: monthOf(new Date()), bytes: 'lots' }));
    expect(bytesThisMonth()).toBe(0);
  });

  it('shows this month’s bytes under the low-data switch and follows new downloads', async () => {
    addDownloadedBytes(4.2 * 1024 ** 2);
    stop = countDataUsage();
    renderApp('/settings', { signedInAs: buildMe() });

    const counter = await screen.findByText('This month: 4.2 MB');
    const lowData = screen.getByRole('switch', { name: 'Low-data mode' });
    expect(lowData.compareDocumentPosition(counter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(counter.compareDocumentPosition(screen.getByRole('switch', { name: 'Sound' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => observer().report([{ entryType: 'resource', transferSize: 0.4 * 1024 ** 2 }]));
    expect(screen.getByText('This month: 4.6 MB')).toBeInTheDocument();
  });
});
