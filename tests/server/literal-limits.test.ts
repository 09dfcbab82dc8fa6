/*
 * Limits and offsets written into a statement's text, so PostgreSQL can keep one plan for it:
 * the rewrite itself, and on PostgreSQL the plan it lets the server keep.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLiteralLimits } from '../../src/server/db/literal-limits.ts';
import { onPostgres, sharedDatabaseUrl } from './support/test-app.ts';

describe('withLiteralLimits', () => {
  it('writes a limit and an offset in and numbers the other parameters again', () => {
    const text = 'select "id" from "posts" where "author_id" = $1 and "id" < $2 order by "id" desc limit $3 offset $4';
    expect(withLiteralLimits(text, ['kofi', 'z', 21, 40])).toEqual({
      text: 'select "id" from "posts" where "author_id" = $1 and "id" < $2 order by "id" desc limit 21 offset 40',
      values: ['kofi', 'z'],
    });
  });

  it('renumbers the parameters that come after the limit', () => {
    const text = 'select * from (select "id" from "posts" order by "id" limit $1) as "page" where "id" <> $2 and "id" <> $3';
    expect(withLiteralLimits(text, [20, 'a', 'b'])).toEqual({
      text: 'select * from (select "id" from "posts" order by "id" limit 20) as "page" where "id" <> $1 and "id" <> $2',
      values: ['a', 'b'],
    });
  });

  it('leaves a statement as it is when a limit is not a small whole number, or there is none', () => {
    const text = 'select "id" from "posts" where "body" = $1 limit $2';
    for (const limit of ['20', 2.5, -1, 2 ** 60, null]) expect(withLiteralLimits(text, ['x', limit])).toEqual({ text, values: ['x', limit] });
    const plain = 'select "id" from "posts" where "id" = $1';
    expect(withLiteralLimits(plain, ['a'])).toEqual({ text: plain, values: ['a'] });
  });

  it('keeps the parameter once a statement has been run with many different limits', () => {
    const text = 'select "id" from "users" where "name" = $1 limit $2';
    const rewritten = Array.from({ length: 12 }, (_, index) => withLiteralLimits(text, ['ama', index + 1]).text);
    expect(new Set(rewritten.slice(0, 8)).size).toBe(8);
    expect(rewritten.slice(8)).toEqual(Array(4).fill(text));
    expect(withLiteralLimits(text, ['ama', 3]).text).toBe('select "id" from "users" where "name" = $1 limit 3');
  });
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof sharedDatabaseUrl>>;
  let client: pg.Client;

  beforeAll(async () => {
    database = await sharedDatabaseUrl();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('create table items (id integer primary key)');
    // Big enough that a plan guessing the limit looks dearer than one made for it.
    await client.query('insert into items select generate_series(1, 100000)');
    await client.query('analyze items');
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  async function plansAfterTenRuns(name: string, text: string, values: unknown[]) {
    for (let run = 0; run < 10; run += 1) await client.query({ name, text, values });
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
      'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
      [name],
    );
    return { generic: Number(rows[0]?.generic_plans), custom: Number(rows[0]?.custom_plans) };
  }

  it('plans a statement with a parameter limit at every run, and one with the limit written in once', async () => {
    const text = 'select id from items where id < $1 order by id desc limit $2';
    expect(await plansAfterTenRuns('parameter_limit', text, [90000, 21])).toEqual({ generic: 0, custom: 10 });
    const literal = withLiteralLimits(text, [90000, 21]);
    expect(literal.text).toBe('select id from items where id < $1 order by id desc limit 21');
    const plans = await plansAfterTenRuns('literal_limit', literal.text, [...literal.values]);
    expect(plans.generic).toBeGreaterThan(0);
    expect(plans.custom).toBeLessThanOrEqual(5);
  });
});
