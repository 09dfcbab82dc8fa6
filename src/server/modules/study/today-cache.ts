/*
 * GET /study/today answers, kept per learner as JSON while still exact: none of the tables they
 * are read from has been written since (the SQLite change stamp, as in db/read-cache.ts), and
 * no card on the learner's list has come due since (`validUntil`, the next due moment after
 * the answer was worked out). ReadCache has no notion of an answer that time alone makes stale,
 * hence this one. On PostgreSQL (no stamp) every request reads the database.
 */
import { LRUCache } from 'lru-cache';
import type { ChangeStamp } from '../../db/read-cache.ts';

/** What the answer reads, and where cascades that change those rows start. */
const TODAY_TABLES = ['users', 'study_sets', 'flash_cards', 'card_reviews_state', 'study_set_learners'] as const;

/** A learner with 50 sets answers about 20 KB: room for a few thousand learners at once. */
const MAX_BYTES = 64 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 100;

export type TodayAnswer = { json: string; validUntil: string | null };
type Entry = TodayAnswer & { stamp: string };

export class TodayCache {
  private readonly entries = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => entry.json.length + key.length + ENTRY_OVERHEAD_BYTES,
    ttl: 60_000,
  });

  constructor(private readonly changeStamp: ChangeStamp) {}

  async get(userId: string, now: string, load: () => Promise<TodayAnswer>): Promise<string> {
    if (!this.changeStamp) return (await load()).json;
    // Read the stamp first: whatever `load` sees is then at least as new as the stamp.
    const stamp = this.changeStamp(TODAY_TABLES);
    const entry = this.entries.get(userId);
    if (entry && entry.stamp === stamp && (entry.validUntil === null || now < entry.validUntil)) return entry.json;
    const answer = await load();
    this.entries.set(userId, { ...answer, stamp });
    return answer.json;
  }
}
