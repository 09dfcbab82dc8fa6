/*
 * What the app downloaded this calendar month, so a student sees what it costs: the
 * Resource Timing API's transferSize of every page load and request (0 when served from
 * a cache), summed into localStorage per month on this device.
 */
import { useSyncExternalStore } from 'react';

export const DATA_USAGE_KEY = 'campus:data-usage';

type MonthUsage = { month: string; bytes: number };

/** "2026-11" for any time in November 2026, in the student's own time zone. */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

function readUsage(): MonthUsage | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(DATA_USAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { month, bytes } = parsed as Partial<MonthUsage>;
    return typeof month === 'string' && typeof bytes === 'number' && Number.isFinite(bytes) ? { month, bytes } : null;
  } catch {
    return null;
  }
}

/** Bytes downloaded in the current month (a new month starts again from 0). */
export function bytesThisMonth(now = new Date()): number {
  const usage = readUsage();
  return usage?.month === monthOf(now) ? usage.bytes : 0;
}

const listeners = new Set<() => void>();

/** Adds `bytes` to this month's count. */
export function addDownloadedBytes(bytes: number, now = new Date()): void {
  if (!(bytes > 0)) return;
  try {
    window.localStorage.setItem(DATA_USAGE_KEY, JSON.stringify({ month: monthOf(now), bytes: bytesThisMonth(now) + bytes }));
  } catch {
    return; // Storage refused (private mode, quota): nothing to show then.
  }
  for (const listener of listeners) listener();
}

let stopObserving: (() => void) | undefined;

/** Starts counting this page's downloads, those made before the call included (buffered). Once per page; returns the stop. */
export function countDataUsage(): () => void {
  if (stopObserving) return stopObserving;
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const observer = new PerformanceObserver((list) => {
    const bytes = list.getEntries().reduce((sum, entry) => sum + ((entry as PerformanceResourceTiming).transferSize || 0), 0);
    addDownloadedBytes(bytes);
  });
  for (const type of ['resource', 'navigation']) {
    if (PerformanceObserver.supportedEntryTypes.includes(type)) observer.observe({ type, buffered: true });
  }
  stopObserving = () => {
    observer.disconnect();
    stopObserving = undefined;
  };
  return stopObserving;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATA_USAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** This month's downloaded bytes; re-renders as they grow. */
export function useBytesThisMonth(): number {
  return useSyncExternalStore(subscribe, () => bytesThisMonth(), () => 0);
}
