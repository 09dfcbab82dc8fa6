/*
 * Exact read caches. On SQLite every committed write, by this process or another, moves the
 * database's change stamp, and an entry is served only while the stamp it was read under is
 * still current, so a cached answer is never older than the data. PostgreSQL has no such
 * cheap stamp and runs behind several instances, so there every read goes to the database.
 */
import { LRUCache } from 'lru-cache';

/**
 * A value that differs after any write to the database, or with `tables` after any write to
 * those tables (and any write of unknown target); undefined where none exists.
 */
export type ChangeStamp = ((tables?: readonly string[]) => string) | undefined;

// `grown`: the stamp of the growth tables the value is current with (ReadCacheOptions.growthTables).
type Entry<V> = { stamp: string; grown: string; value: V };

/** What a cache holds of some keys, and the stamps the rest were missed under. */
export type Lookup<V> = { found: Map<string, V>; missing: string[]; stamps: Map<string, string> };

// What an entry costs beyond its key and value: the entry objects and the LRU's bookkeeping.
const ENTRY_OVERHEAD_BYTES = 100;

export type ReadCacheOptions<V> = {
  /** The most the entries may hold together, as measured by `sizeOf` plus their keys. */
  maxBytes: number;
  /** About how many bytes a value holds (a character of text counts as one). */
  sizeOf: (value: V) => number;
  ttlMs: number;
  /** The tables the cached values are read from, or those of each key (a row's stamp, say); without it, the whole database. */
  tables?: readonly string[] | ((key: string) => readonly string[]);
  /**
   * Tables whose new rows a cached value can take in for less than a full load (new posts on a
   * first page); `tables` then names the writes that need a full load (`posts.existing`). When
   * only these moved, `get` calls its `refresh` with the value to bring up to date. For `get`
   * only: `lookup` and `fill` do not know them.
   */
  growthTables?: readonly string[];
};

/** The characters in some texts: the size of values that are mostly text. */
export function textSize(texts: Iterable<string | null>): number {
  let size = 0;
  for (const text of texts) size += text?.length ?? 0;
  return size;
}

export class ReadCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;

  // One load per key at a time: requests that miss together share it.
  private readonly loading = new Map<string, { stamp: string; grown: string; value: Promise<V> }>();

  private readonly tables: ReadCacheOptions<V>['tables'];

  private readonly growthTables: readonly string[] | undefined;

  constructor(
    private readonly changeStamp: ChangeStamp,
    options: ReadCacheOptions<V>,
  ) {
    this.entries = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) => options.sizeOf(entry.value) + key.length + ENTRY_OVERHEAD_BYTES,
      ttl: options.ttlMs,
    });
    this.tables = options.tables;
    this.growthTables = options.growthTables;
  }

  async get(key: string, load: () => Promise<V>, refresh?: (stale: V) => Promise<V>): Promise<V> {
    const { changeStamp, growthTables } = this;
    if (!changeStamp) return load();
    // Read the stamps first: whatever `load` sees is then at least as new as they are.
    const stamp = this.stampOf(key, changeStamp);
    const grown = growthTables ? changeStamp(growthTables) : '';
    const entry = this.entries.get(key);
    if (entry?.stamp === stamp && entry.grown === grown) return entry.value;
    const pending = this.loading.get(key);
    if (pending?.stamp === stamp && pending.grown === grown) return pending.value;

    const stale = entry?.stamp === stamp ? entry.value : undefined;
    const loaded = { stamp, grown, value: refresh && stale !== undefined ? refresh(stale) : load() };
    this.loading.set(key, loaded);
    try {
      const value = await loaded.value;
      // A write during the load moved a stamp: the entry could never be served.
      if (this.stampOf(key, changeStamp) === stamp && (!growthTables || changeStamp(growthTables) === grown)) this.entries.set(key, { stamp, grown, value });
      return value;
    } finally {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    }
  }

  /** The cached values of `keys` and the keys missing: load those, then `fill`. Caches can so share one load. */
  lookup(keys: readonly string[]): Lookup<V> {
    const lookup: Lookup<V> = { found: new Map(), missing: [], stamps: new Map() };
    if (!this.changeStamp) return { ...lookup, missing: [...keys] };
    for (const key of keys) {
      // Read the stamp before the load, as `get` does.
      const stamp = this.stampOf(key, this.changeStamp);
      const entry = this.entries.get(key);
      if (entry?.stamp === stamp) lookup.found.set(key, entry.value);
      else {
        lookup.missing.push(key);
        lookup.stamps.set(key, stamp);
      }
    }
    return lookup;
  }

  /** `lookup`'s values with those loaded for its missing keys, cached unless a write came in between. */
  fill(lookup: Lookup<V>, loaded: Iterable<[string, V]>): Map<string, V> {
    for (const [key, value] of loaded) {
      lookup.found.set(key, value);
      const stamp = lookup.stamps.get(key);
      if (stamp !== undefined && this.changeStamp && this.stampOf(key, this.changeStamp) === stamp) this.entries.set(key, { stamp, grown: '', value });
    }
    return lookup.found;
  }

  private stampOf(key: string, changeStamp: NonNullable<ChangeStamp>): string {
    return changeStamp(typeof this.tables === 'function' ? this.tables(key) : this.tables);
  }
}
