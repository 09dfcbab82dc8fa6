/*
 * The few things db/dialect.ts answers for both databases: which constraint refused a write,
 * told by the driver's code rather than its wording, and LIKE searches that take `%`, `_`
 * and `\` as plain characters; on PostgreSQL, queries run as named prepared statements.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { userSearchResultSchema } from '../../src/contract/groups.ts';
import { usersListSchema } from '../../src/contract/auth.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../src/server/db/dialect.ts';
import { newId, nowIso } from '../../src/server/lib/ids.ts';
import { uniqueEmail, uniqueIp } from './support/accounts.ts';
import { onPostgres, startTestApp, type TestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, as, signUp, type TestUser } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** The error a write fails with; the test fails if it succeeds. */
const failureOf = (write: Promise<unknown>) =>
  write.then(
    () => expect.fail('the write succeeded'),
    (error: unknown) => error,
  );

const newUser = (fields: { id?: string; email?: string } = {}) => {
  const at = nowIso();
  return { id: newId(), name: 'Row', email: uniqueEmail(), password_hash: 'x', institution_id: 1000, created_at: at, updated_at: at, ...fields };
};

describe('constraint errors, by driver code', () => {
  it('tells a unique index or primary key from a foreign key, and neither from any other error', async () => {
    const existing = newUser();
    await t.app.db.insertInto('users').values(existing).execute();

    const duplicateEmail = await failureOf(t.app.db.insertInto('users').values(newUser({ email: existing.email })).execute());
    const duplicateId = await failureOf(t.app.db.insertInto('users').values(newUser({ id: existing.id })).execute());
    const at = nowIso();
    const orphan = await failureOf(
      t.app.db
        .insertInto('posts')
        .values({ id: newId(), author_id: 'no-such-user', body: 'x', hashtags: '[]', created_at: at, updated_at: at })
        .execute(),
    );
    const notNull = await failureOf(sql`insert into users (id) values (${newId()})`.execute(t.app.db));

    expect([duplicateEmail, duplicateId, orphan, notNull].map(isUniqueViolation)).toEqual([true, true, false, false]);
    expect([duplicateEmail, duplicateId, orphan, notNull].map(isForeignKeyViolation)).toEqual([false, false, true, false]);
    // Wording alone decides nothing.
    for (const message of ['UNIQUE constraint failed: users.email', 'violates foreign key constraint']) {
      expect(isUniqueViolation(new Error(message)) || isForeignKeyViolation(new Error(message))).toBe(false);
    }
  });

  it('lets exactly one of several racing sign-ups for one address in, and tells the rest it is taken', async () => {
    const email = uniqueEmail('race');
    const payload = { name: 'Racer', email, password: DEFAULT_PASSWORD, institutionId: 1000 };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload, remoteAddress: uniqueIp() })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
    }
  });
});

describe('searching names for %, _ and \\', () => {
  const tag = `Lit${Date.now().toString(36)}`;
  const names = [`${tag} 100% sure`, `${tag} 1000 sure`, `${tag} a_b`, `${tag} axb`, `${tag} back\\slash`, `${tag} backslash`];
  let people: TestUser[];
  let viewer: TestUser;

  beforeAll(async () => {
    people = [];
    for (const name of names) people.push(await signUp(t.app, { name }));
    viewer = await signUp(t.app);
  });

  const namesFound = (ids: string[]) => people.filter((person) => ids.includes(person.user.id)).map((person) => person.user.name);
  const searches = {
    people: async (text: string) => {
      const response = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/auth/users?q=${encodeURIComponent(text)}` });
      return namesFound(usersListSchema.parse(response.json()).items.map((item) => item.id));
    },
    invitees: async (text: string) => {
      const response = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/groups/search-user/${encodeURIComponent(text)}` });
      return namesFound(userSearchResultSchema.parse(response.json()).items.map((item) => item.id));
    },
  };

  it.each(Object.keys(searches) as (keyof typeof searches)[])('matches them literally when searching %s', async (kind) => {
    const search = searches[kind];
    expect(await search(`${tag} 100%`)).toEqual([`${tag} 100% sure`]);
    expect(await search(`${tag.toUpperCase()} A_B`)).toEqual([`${tag} a_b`]);
    expect(await search(`${tag} back\\`)).toEqual([`${tag} back\\slash`]);
    expect(await search('%')).toEqual([`${tag} 100% sure`]);
    expect(await search('_')).toEqual([`${tag} a_b`]);
    expect(await search('\\')).toEqual([`${tag} back\\slash`]);
  });
});

describe.runIf(onPostgres)('statements on PostgreSQL', () => {
  it('runs each query as a statement its connection prepared once, by the name of its SQL text', async () => {
    const prepared = await t.app.db.connection().execute(async (connection) => {
      for (let run = 0; run < 3; run += 1) await connection.selectFrom('users').select('id').where('email', '=', `nobody-${run}@example.com`).execute();
      return sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection);
    });
    const ours = prepared.rows.filter((row) => row.statement.includes('nobody') || row.statement.startsWith('select "id" from "users" where "email"'));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.name).toMatch(/^campus_\d+$/);
  });
});
