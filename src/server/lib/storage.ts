/*
 * Where uploaded bytes live, by server-made keys (letters, digits, '.', '_' and '-', never a
 * user's file name). Two drivers: a folder on disk and an S3-compatible bucket.
 */
import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range. */
export type ByteRange = { start: number; end: number };

export type StoredObject = { key: string; modifiedAt: Date };

export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Moves a local file in under `key`; the local file is gone afterwards. */
  putFile(key: string, path: string): Promise<void>;
  /** A stream of the bytes (or of `range` of them), or null when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  /** Every key starting with `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  close(): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.length > 200) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}
