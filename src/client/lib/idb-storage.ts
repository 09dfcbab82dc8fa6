/*
 * zustand persist storage over IndexedDB; the only module that imports idb-keyval.
 * Values are stored as structured clones, so no JSON round trip is needed.
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
