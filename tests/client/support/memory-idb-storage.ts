/* Stands in for src/client/lib/idb-storage.ts in tests (jsdom has no IndexedDB). */
import type { PersistStorage, StorageValue } from 'zustand/middleware';

export const memoryIdb = new Map<string, unknown>();

export function createIdbStorage<S>(): PersistStorage<S> {
  return {
    getItem: async (name) => (memoryIdb.get(name) as StorageValue<S> | undefined) ?? null,
    setItem: async (name, value) => {
      memoryIdb.set(name, value);
    },
    removeItem: async (name) => {
      memoryIdb.delete(name);
    },
  };
}

export async function readIdbValue(key: string): Promise<unknown> {
  return memoryIdb.get(key);
}

export async function writeIdbValue(key: string, value: unknown): Promise<void> {
  memoryIdb.set(key, value);
}

export async function removeIdbValue(key: string): Promise<void> {
  memoryIdb.delete(key);
}
