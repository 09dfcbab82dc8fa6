/*
 * Low-data mode, as the app applies it: on when the student's `lowDataMode` preference is on,
 * or when the browser asks to save data (Save-Data, or a 2g/3g connection) and the student
 * has not turned it off on this device. That explicit choice is kept per device in localStorage.
 */
import { useSyncExternalStore } from 'react';
import { useSessionStore } from '../stores/session-store.ts';

export const LOW_DATA_CHOICE_KEY = 'campus:low-data-choice';
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

export type LowDataChoice = 'on' | 'off';

/** The Network Information API (Chromium only), absent from TypeScript's DOM types. */
type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };

function networkInformation(): NetworkInformation | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Whether the browser reports Save-Data or a slow (2g/3g) connection. */
export function browserAsksForLowData(): boolean {
  const connection = networkInformation();
  return !!connection && (connection.saveData === true || SLOW_CONNECTIONS.has(connection.effectiveType ?? ''));
}

export function readLowDataChoice(): LowDataChoice | null {
  try {
    const stored = window.localStorage.getItem(LOW_DATA_CHOICE_KEY);
    return stored === 'on' || stored === 'off' ? stored : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Keeps the student's choice from the settings switch on this device. */
export function recordLowDataChoice(choice: LowDataChoice): void {
  try {
    window.localStorage.setItem(LOW_DATA_CHOICE_KEY, choice);
  } catch {
    // Storage refused (private mode, quota): the preference on the server still applies.
  }
  for (const listener of listeners) listener();
}

export function lowDataFor(preference: boolean): boolean {
  return preference || (browserAsksForLowData() && readLowDataChoice() !== 'off');
}

/** The current state, for code outside React (the router, query options). */
export function isLowDataNow(): boolean {
  return lowDataFor(useSessionStore.getState().user?.preferences.lowDataMode ?? false);
}

/** Calls `onChange` when anything low-data mode depends on may have changed. */
export function subscribeToLowData(onChange: () => void): () => void {
  const connection = networkInformation();
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOW_DATA_CHOICE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  connection?.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  const stopSession = useSessionStore.subscribe((state, previous) => {
    if (state.user?.preferences.lowDataMode !== previous.user?.preferences.lowDataMode) onChange();
  });
  return () => {
    listeners.delete(onChange);
    connection?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
    stopSession();
  };
}

/** Whether low-data mode is on now; re-renders when it changes. */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribeToLowData, isLowDataNow, () => false);
}
