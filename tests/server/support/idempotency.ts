/* Calling with an Idempotency-Key and counting what a call made, for the idempotency suites. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { as, type TestUser } from './users.ts';

export type KeyedCall = { url: string; payload: object };

/** POSTs as `user`, with `key` as the Idempotency-Key unless it is undefined. */
export function postKeyed(app: App, user: TestUser, call: KeyedCall, key: string | undefined, headers: Record<string, string> = {}) {
  return as(app, user)({
    method: 'POST',
    url: call.url,
    payload: call.payload,
    headers: key === undefined ? headers : { 'idempotency-key': key, ...headers },
  });
}

export async function countRows(app: App, table: keyof Database): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const isReplay = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'] === 'true';

/** The second answer repeats the first, word for word, and says it is a replay. */
export function expectReplayOf(replay: LightMyRequestResponse, first: LightMyRequestResponse): void {
  expect(isReplay(first)).toBe(false);
  expect(isReplay(replay)).toBe(true);
  expect(replay.statusCode).toBe(first.statusCode);
  expect(replay.body).toBe(first.body);
}

let sequence = 0;
/** A key no other call in the run uses. */
export function freshKey(label: string): string {
  sequence += 1;
  return `${label}-${sequence}-${Math.random().toString(36).slice(2, 10)}`;
}
