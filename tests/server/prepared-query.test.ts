/*
 * Queries compiled once per shape run with each call's values, on whichever database the
 * suite runs: single values, lists of any length, optional parts, inside a transaction.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/db/dialect.ts';
import { preparedQuery } from '../../src/server/db/prepared-query.ts';
import { newId, nowIso } from '../../src/server/lib/ids.ts';
import { uniqueEmail } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
const names = ['Ama', 'Kofi', 'Esi', 'Yaw'];
const ids: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const at = nowIso();
  for (const name of names) {
    const id = newId();
    ids.push(id);
    await t.app.db.insertInto('users').values({ id, name, email: uniqueEmail(), password_hash: 'x', institution_id: 1000, created_at: at, updated_at: at }).execute();
  }
});
afterAll(async () => t.close());

const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('preparedQuery', () => {
  const byIds = preparedQuery((db: Db, v: { ids: string[]; after: string | undefined; limit: number }) =>
    db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', v.ids)
      .$if(v.after !== undefined, (qb) => qb.where('id', '>', v.after ?? ''))
      .orderBy('id')
      .limit(v.limit),
  );

  it("runs with each call's values, whatever the lists' lengths and the optional parts", async () => {
    const [ama, kofi, esi, yaw] = ids as [string, string, string, string];
    expect(namesOf(await byIds.execute(t.app.db, { ids: [ama, kofi], after: undefined, limit: 10 }))).toEqual(['Ama', 'Kofi']);
    expect(namesOf(await byIds.execute(t.app.db, { ids: [esi, yaw], after: undefined, limit: 10 }))).toEqual(['Esi', 'Yaw']);
    expect(namesOf(await byIds.execute(t.app.db, { ids: [ama, kofi, esi], after: undefined, limit: 2 }))).toEqual(['Ama', 'Kofi']);
    expect(namesOf(await byIds.execute(t.app.db, { ids: [ama, kofi, esi, yaw], after: kofi, limit: 10 }))).toEqual(['Esi', 'Yaw']);
    expect(await byIds.executeTakeFirst(t.app.db, { ids: ['nobody'], after: undefined, limit: 1 })).toBeUndefined();
  });

  it('builds each shape once', async () => {
    const build = vi.fn((db: Db, v: { id: string }) => db.selectFrom('users').select('name').where('id', '=', v.id));
    const byId = preparedQuery(build);
    for (const [index, id] of ids.entries()) expect((await byId.executeTakeFirst(t.app.db, { id }))?.name).toBe(names[index]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('runs inside a transaction, where it sees what the transaction wrote', async () => {
    const byId = preparedQuery((db: Db, v: { id: string }) => db.selectFrom('users').select('name').where('id', '=', v.id));
    const [ama] = ids as [string];
    const seen = await t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Ama Mensah' }).where('id', '=', ama).execute();
      return (await byId.executeTakeFirst(trx, { id: ama }))?.name;
    });
    expect(seen).toBe('Ama Mensah');
  });
});
