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

type Entry<V> = { stamp: string; value: V };

export class ReadCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;

  private readonly tables: readonly string[] | undefined;

  /** `tables`: the tables the cached values are read from; without it, the whole database. */
  constructor(
    private readonly changeStamp: ChangeStamp,
    options: { max: number; ttlMs: number; tables?: readonly string[] },
  ) {
    this.entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
    this.tables = options.tables;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.changeStamp) return load();
    // Read the stamp first: whatever `load` sees is then at least as new as the stamp.
    const stamp = this.changeStamp(this.tables);
    const entry = this.entries.get(key);
    if (entry?.stamp === stamp) return entry.value;
    const value = await load();
    this.entries.set(key, { stamp, value });
    return value;
  }
}
