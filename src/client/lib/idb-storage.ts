/*
 * IndexedDB for the client: zustand's persist storage and plain keyed values (drafts).
 * The only module that imports idb-keyval. Values are stored as structured clones, so
 * no JSON round trip is needed.
 */
import { del, get, set } from 'idb-keyval';
import type { PersistStorage, StorageValue } from 'zustand/middleware';

export function createIdbStorage<S>(): PersistStorage<S> {
  return {
    getItem: async (name) => (await get<StorageValue<S>>(name)) ?? null,
    setItem: (name, value) => set(name, value),
    removeItem: (name) => del(name),
  };
}

/** The value kept under `key`, unchecked: callers parse it, since an older build may have written it. */
export function readIdbValue(key: string): Promise<unknown> {
  return get<unknown>(key);
}

export function writeIdbValue(key: string, value: unknown): Promise<void> {
  return set(key, value);
}

export function removeIdbValue(key: string): Promise<void> {
  return del(key);
}
