/*
 * The idempotency_keys table: one row a (user, key). A request claims its key by inserting
 * the row with no status; its answer is written into the row when it is sent. The primary
 * key makes the claim atomic, so on PostgreSQL instances sharing the database claim once.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from './dialect.ts';
import type { Database, IdempotencyKeyRow } from './schema.ts';

/** How long a key and its answer are kept. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A claim this old was left by a process that died mid-request; the next request may take it over. */
export const ABANDONED_CLAIM_MS = 60 * 1000;
/** How long a repeat waits for the first request with its key to answer, before a 409. */
export const PENDING_WAIT_MS = 3000;

export type KeyRef = { userId: string; key: string };
/** A claim this request holds: `at` tells it from a later claim of the same key. */
export type HeldKey = KeyRef & { at: string };

export type Claim =
  | { kind: 'claimed'; at: string }
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'reused' }
  | { kind: 'pending' };

const isoBefore = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** A row that no longer counts: an answer older than its lifetime, or an abandoned claim. */
function isStale(row: Pick<IdempotencyKeyRow, 'status' | 'created_at'>, now: Date): boolean {
  return row.created_at < isoBefore(now, row.status === null ? ABANDONED_CLAIM_MS : KEY_LIFETIME_MS);
}

async function insertClaim(db: Db, ref: KeyRef, requestHash: string, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ user_id: ref.userId, key: ref.key, request_hash: requestHash, status: null, body: null, created_at: at })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

function findKey(db: Db, ref: KeyRef) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body', 'created_at'])
    .where('user_id', '=', ref.userId)
    .where('key', '=', ref.key)
    .executeTakeFirst();
}

/** Deletes exactly the row that was read, unless another request replaced it meanwhile. */
async function dropStale(db: Db, ref: KeyRef, row: Pick<IdempotencyKeyRow, 'created_at' | 'request_hash'>): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', ref.userId)
    .where('key', '=', ref.key)
    .where('created_at', '=', row.created_at)
    .where('request_hash', '=', row.request_hash)
    .execute();
}

/** One attempt: claims the key, or says what holds it. */
export async function claimKey(db: Db, ref: KeyRef, requestHash: string, now: Date): Promise<Claim> {
  // A row may vanish or go stale between our reads; a few turns settle it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const at = now.toISOString();
    if (await insertClaim(db, ref, requestHash, at)) return { kind: 'claimed', at };
    const row = await findKey(db, ref);
    if (!row) continue;
    if (isStale(row, now)) {
      await dropStale(db, ref, row);
      continue;
    }
    if (row.request_hash !== requestHash) return { kind: 'reused' };
    if (row.status !== null && row.body !== null) return { kind: 'answered', status: row.status, body: row.body };
    return { kind: 'pending' };
  }
  return { kind: 'pending' };
}

/**
 * Claims the key, waiting while another request holds it: until that request answers (a
 * replay), gives its claim up after a 5xx (then this one runs), or `waitMs` passes.
 */
export async function claimOrWait(db: Db, ref: KeyRef, requestHash: string, waitMs = PENDING_WAIT_MS): Promise<Claim> {
  const deadline = Date.now() + waitMs;
  let pause = 20;
  for (;;) {
    const claim = await claimKey(db, ref, requestHash, new Date());
    if (claim.kind !== 'pending' || Date.now() + pause > deadline) return claim;
    await delay(pause);
    pause = Math.min(pause * 2, 250);
  }
}

/** The claim's row, unless it was taken over as abandoned meanwhile. */
const stillHeld = (held: HeldKey) => (eb: ExpressionBuilder<Database, 'idempotency_keys'>) =>
  eb.and([eb('user_id', '=', held.userId), eb('key', '=', held.key), eb('created_at', '=', held.at), eb('status', 'is', null)]);

/** Keeps the answer of the request that holds the claim. */
export async function keepAnswer(db: Db, held: HeldKey, status: number, body: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ status, body }).where(stillHeld(held)).execute();
}

/** Gives up a claim whose answer is not kept, so a retry runs afresh. */
export async function releaseClaim(db: Db, held: HeldKey): Promise<void> {
  await db.deleteFrom('idempotency_keys').where(stillHeld(held)).execute();
}

/** Deletes every key older than its lifetime; answers how many went. */
export async function sweepKeys(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', isoBefore(now, KEY_LIFETIME_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
