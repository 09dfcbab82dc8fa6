/*
 * The feed page and session caches never answer with data older than the database: writes
 * through the API, and writes by another connection to the same database, show at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postListSchema, postSchema, type Post } from '../../src/contract/posts.ts';
import { openDatabase, type Db } from '../../src/server/db/dialect.ts';
import { ReadCache } from '../../src/server/db/read-cache.ts';
import { openSqlite } from '../../src/server/db/sqlite-connection.ts';
import { deferred } from '../client/support/deferred.ts';
import { onPostgres, startTestApp, type TestApp } from './support/test-app.ts';
import { spyOnQueries } from './support/queries.ts';
import { as, signUp, type TestUser } from './support/users.ts';

const SMALL = { maxBytes: 10_000, sizeOf: () => 8, ttlMs: 60_000 };

describe('ReadCache', () => {
  it('serves an entry only while the change stamp it was read under is current', async () => {
    let stamp = 1;
    let loads = 0;
    const cache = new ReadCache<number>(() => String(stamp), SMALL);
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await cache.get('page', load)).toBe(1);
    expect(await cache.get('page', load)).toBe(1);
    expect(await cache.get('other', load)).toBe(2);
    stamp += 1;
    expect(await cache.get('page', load)).toBe(3);
    expect(loads).toBe(3);
  });

  it('brings a value up to date with refresh when only its growth tables moved', async () => {
    const moved = { existing: 1, growth: 1 };
    const cache = new ReadCache<string[]>((tables) => (tables?.includes('posts') ? `g${moved.growth}` : `e${moved.existing}`), {
      ...SMALL,
      tables: ['posts.existing'],
      growthTables: ['posts'],
    });
    const load = vi.fn(async () => ['read']);
    const refresh = vi.fn(async (stale: string[]) => ['new', ...stale]);
    expect(await cache.get('page', load, refresh)).toEqual(['read']);
    moved.growth += 1;
    expect(await cache.get('page', load, refresh)).toEqual(['new', 'read']);
    expect(await cache.get('page', load, refresh)).toEqual(['new', 'read']);
    moved.existing += 1;
    expect(await cache.get('page', load, refresh)).toEqual(['read']);
    expect(load).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('asks for the stamp of the tables it reads from', async () => {
    const asked: (readonly string[] | undefined)[] = [];
    const cache = new ReadCache<number>(
      (tables) => {
        asked.push(tables);
        return 'same';
      },
      { ...SMALL, tables: ['sessions', 'users'] },
    );
    await cache.get('key', async () => 1);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).toEqual(asked.map(() => ['sessions', 'users']));
  });

  it('looks up keys each under its own stamp, and caches what is filled in unless a write came between', () => {
    const stamps = new Map([['a', 1], ['b', 1], ['c', 1]]);
    const cache = new ReadCache<string>((tables) => String(stamps.get(tables?.[0] ?? '')), { ...SMALL, tables: (key) => [key] });
    const loaded = (keys: string[]) => keys.filter((key) => key !== 'gone').map((key): [string, string] => [key, `${key}${stamps.get(key)}`]);

    const first = cache.lookup(['a', 'b', 'c']);
    expect(first.missing).toEqual(['a', 'b', 'c']);
    expect(cache.fill(first, loaded(first.missing))).toEqual(new Map([['a', 'a1'], ['b', 'b1'], ['c', 'c1']]));

    stamps.set('b', 2);
    const second = cache.lookup(['a', 'b', 'c', 'gone']);
    expect(second.missing).toEqual(['b', 'gone']);
    const values = loaded(second.missing);
    stamps.set('b', 3);
    expect(Object.fromEntries(cache.fill(second, values))).toEqual({ a: 'a1', b: 'b2', c: 'c1' });
    // b was written while it loaded: its value was served once, not cached.
    expect(cache.lookup(['b']).missing).toEqual(['b']);
  });

  it('reads through when the database has no change stamp', async () => {
    let loads = 0;
    const cache = new ReadCache<number>(undefined, SMALL);
    await cache.get('page', async () => (loads += 1));
    await cache.get('page', async () => (loads += 1));
    expect(loads).toBe(2);
  });

  it('loads a key once for requests that miss it together, and again once the stamp moves', async () => {
    let stamp = 1;
    let loads = 0;
    const gate = deferred();
    const cache = new ReadCache<number>(() => String(stamp), SMALL);
    const load = async () => {
      loads += 1;
      await gate.promise;
      return loads;
    };
    const together = [cache.get('page', load), cache.get('page', load), cache.get('page', load)];
    expect(loads).toBe(1);
    gate.resolve();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    expect(await cache.get('page', load)).toBe(1);
    stamp += 1;
    expect(await cache.get('page', load)).toBe(2);
  });

  it('gives a request that comes after a write its own load, not the one already under way', async () => {
    let stamp = 1;
    const gate = deferred();
    const cache = new ReadCache<string>(() => String(stamp), SMALL);
    const before = cache.get('page', async () => {
      await gate.promise;
      return 'before the write';
    });
    stamp += 1;
    expect(await cache.get('page', async () => 'after the write')).toBe('after the write');
    gate.resolve();
    expect(await before).toBe('before the write');
    expect(await cache.get('page', async () => 'loaded again')).toBe('after the write');
  });

  it('holds entries up to its size in bytes, dropping the least recently used', async () => {
    const loads: string[] = [];
    const cache = new ReadCache<string>(() => 'same', { maxBytes: 10_000, sizeOf: (value) => value.length, ttlMs: 60_000 });
    const get = (key: string, size: number) =>
      cache.get(key, async () => {
        loads.push(key);
        return 'x'.repeat(size);
      });
    for (const key of ['a', 'b', 'c']) await get(key, 3_000);
    await get('a', 3_000);
    await get('d', 3_000);
    expect(loads).toEqual(['a', 'b', 'c', 'd']);
    await get('b', 3_000);
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
    // Larger than the whole budget: served, never kept.
    await get('huge', 20_000);
    await get('huge', 20_000);
    expect(loads.filter((key) => key === 'huge')).toHaveLength(2);
  });

  it('caches nothing when loading fails', async () => {
    const cache = new ReadCache<number>(() => 'same', SMALL);
    await expect(cache.get('page', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('page', async () => 7)).toBe(7);
  });
});

describe('the SQLite change stamp', () => {
  it('moves a table-scoped stamp only for writes to those tables, or of unknown target', () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-stamp-'));
    const { database, changeStamp } = openSqlite(join(dir, 'stamp.db'));
    const run = (sqlText: string) => database.prepare(sqlText).run([]);
    try {
      run('create table "users" (id text primary key)');
      run('create table "posts" (id text primary key)');
      const sessionStamp = () => changeStamp(['sessions', 'users']);
      const before = sessionStamp();
      const whole = changeStamp();

      run('begin');
      run('insert into "posts" ("id") values (\'p1\')');
      run('commit');
      expect(sessionStamp()).toBe(before);
      expect(changeStamp()).not.toBe(whole);

      run('insert into "users" ("id") values (\'u1\')');
      const afterUser = sessionStamp();
      expect(afterUser).not.toBe(before);
      run('delete from "users" where "id" = \'u1\'');
      expect(sessionStamp()).not.toBe(afterUser);

      run('alter table "posts" add column "likes_count" integer default 0');
      run('alter table "posts" add column "body" text');
      const postsStamp = () => changeStamp(['posts']);
      const countersStamp = () => changeStamp(['posts.counters']);
      const [postsBefore, countersBefore] = [postsStamp(), countersStamp()];
      database.prepare('update "posts" set "likes_count" = "likes_count" + ? where "id" = ?').run([1, 'p1']);
      expect(postsStamp()).toBe(postsBefore);
      expect(countersStamp()).not.toBe(countersBefore);
      database.prepare('update "posts" set "likes_count" = ?, "body" = ? where "id" = ?').run([5, 'new', 'p1']);
      expect(postsStamp()).not.toBe(postsBefore);

      const beforeUnknown = sessionStamp();
      run('create table "elsewhere" (id text)');
      expect(sessionStamp()).not.toBe(beforeUnknown);
    } finally {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("moves one person's stamp for writes pinned to them, and for every write to the table that is not pinned to anyone", () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-stamp-'));
    const { database, changeStamp } = openSqlite(join(dir, 'stamp.db'));
    const run = (sqlText: string, parameters: unknown[] = []) => database.prepare(sqlText).run(parameters);
    try {
      run('create table "likes" ("post_id" text, "user_id" text, "at" text, primary key ("post_id", "user_id"))');
      const stampOf = (user: string) => changeStamp([`likes@user_id=${user}`]);
      let [ama, kofi] = [stampOf('ama'), stampOf('kofi')];
      const expectMoved = (amaMoved: boolean, kofiMoved: boolean, write: string) => {
        expect(stampOf('ama') !== ama, write).toBe(amaMoved);
        expect(stampOf('kofi') !== kofi, write).toBe(kofiMoved);
        [ama, kofi] = [stampOf('ama'), stampOf('kofi')];
      };

      run('insert into "likes" ("post_id", "user_id", "at") values (?, ?, ?) on conflict do nothing', ['p1', 'ama', 'now']);
      expectMoved(true, false, 'insert pinned to ama');
      database.prepare('delete from "likes" where "post_id" = ? and "user_id" = ? returning "post_id"').all(['p1', 'ama']);
      expectMoved(true, false, 'delete pinned to ama');
      run('insert into "likes" ("post_id", "user_id", "at") values (?, ?, ?)', ['p1', 'kofi', 'now']);
      expectMoved(false, true, 'insert pinned to kofi');

      for (const [write, parameters] of [
        ['delete from "likes" where "post_id" = ?', ['p1']],
        ['update "likes" set "at" = ? where "user_id" = ?', ['later', 'kofi']],
        ['insert into "likes" ("post_id", "user_id", "at") values (?, ?, ?), (?, ?, ?)', ['p2', 'ama', 'now', 'p3', 'ama', 'now']],
        ['insert into "likes" ("post_id", "user_id", "at") values (?, ?, ?) on conflict do update set "user_id" = ?', ['p2', 'ama', 'now', 'kofi']],
        ['delete from "likes" where "user_id" = ? or "post_id" = ?', ['ama', 'p3']],
      ] as const) {
        run(write, [...parameters]);
        expectMoved(true, true, write);
      }
    } finally {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("moves a row's stamp for counter moves of that row, and for any write that may change rows already there", () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-stamp-'));
    const { database, changeStamp } = openSqlite(join(dir, 'stamp.db'));
    const run = (sqlText: string, parameters: unknown[] = []) => database.prepare(sqlText).run(parameters);
    try {
      run('create table "posts" (id text primary key, "likes_count" integer default 0, "body" text)');
      run('insert into "posts" ("id") values (?), (?)', ['p1', 'p2']);
      const rowStamp = (id: string) => changeStamp(['posts.existing', `posts#${id}`]);
      let [one, two] = [rowStamp('p1'), rowStamp('p2')];
      const like = (id: string) => database.prepare('update "posts" set "likes_count" = "likes_count" + ? where "id" = ? returning "likes_count"').all([1, id]);

      like('p1');
      expect(rowStamp('p1')).not.toBe(one);
      expect(rowStamp('p2')).toBe(two);
      [one, two] = [rowStamp('p1'), rowStamp('p2')];

      run('insert into "posts" ("id") values (?)', ['p3']);
      run('insert into "posts" ("id") values (?) on conflict do nothing', ['p3']);
      expect([rowStamp('p1'), rowStamp('p2')]).toEqual([one, two]);

      for (const write of [
        'update "posts" set "body" = \'edited\' where "id" = \'p2\'',
        'delete from "posts" where "id" = \'p3\'',
        'update "posts" set "likes_count" = "likes_count" + 1 where "id" in (\'p1\')',
        'insert into "posts" ("id") values (\'p1\') on conflict do update set "likes_count" = 7',
      ]) {
        run(write);
        expect(rowStamp('p1'), write).not.toBe(one);
        expect(rowStamp('p2'), write).not.toBe(two);
        [one, two] = [rowStamp('p1'), rowStamp('p2')];
      }

      // Row stamps are kept for the 50 000 rows moved last; an older row's stamp still moves.
      for (let n = 0; n <= 50_000; n += 1) like(`other-${n}`);
      expect(rowStamp('p1')).not.toBe(one);
      expect(rowStamp('p2')).not.toBe(two);
    } finally {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('cached reads over the API', () => {
  let t: TestApp;
  let reader: TestUser;
  let author: TestUser;
  let other: Db;
  let first: Post;

  const feed = async (user: TestUser) => {
    const response = await as(t.app, user)({ method: 'GET', url: '/api/v1/posts?take=5' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return postListSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await startTestApp();
    reader = await signUp(t.app);
    author = await signUp(t.app, { name: 'Ama Mensah' });
    for (const body of ['first #Torts', 'second', 'third']) {
      await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });
    }
    first = (await feed(reader)).items[2] as Post;
    other = openDatabase({ sqliteFile: join(t.config.dataDir, 'campus.db'), postgresUrl: t.config.databaseUrl }).db;
  });

  afterAll(async () => {
    await other.destroy();
    await t.close();
  });

  it('shows likes, comments, edits and new posts made through the API on the next read', async () => {
    await feed(reader);
    await as(t.app, reader)({ method: 'POST', url: `/api/v1/posts/like/${first.id}` });
    let items = (await feed(reader)).items;
    expect(items.find((item) => item.id === first.id)).toMatchObject({ likesCount: 1, likedByMe: true });
    expect((await feed(author)).items.find((item) => item.id === first.id)).toMatchObject({ likesCount: 1, likedByMe: false });

    await as(t.app, author)({ method: 'PATCH', url: `/api/v1/posts/update/${first.id}`, payload: { body: 'first, edited #Equity' } });
    await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'fourth' } });
    items = (await feed(reader)).items;
    expect(items[0]?.body).toBe('fourth');
    expect(items.find((item) => item.id === first.id)).toMatchObject({ body: 'first, edited #Equity', hashtags: ['Equity'] });
  });

  it('keeps the page cached through likes and comments, with their counts fresh', async () => {
    await feed(reader);
    await as(t.app, author)({ method: 'POST', url: `/api/v1/posts/like/${first.id}` });
    await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/new-comment', payload: { postId: first.id, body: 'Agreed' } });
    const queries = spyOnQueries(t.app.db);
    try {
      const item = (await feed(reader)).items.find((post) => post.id === first.id);
      const before = (await feed(author)).items.find((post) => post.id === first.id);
      expect(before).toMatchObject({ likedByMe: true });
      expect(item?.likesCount).toBe(before?.likesCount);
      expect(item?.commentsCount).toBe(before?.commentsCount);
      // On SQLite the page came from the cache, and so did every post but the one liked and
      // commented on, whose counters were read once for both readers.
      expect(queries.on('posts')).toBe(onPostgres ? 4 : 1);
    } finally {
      queries.restore();
    }
  });

  it("keeps a reader's likes on the page cached through other people's likes, and shows their own at once", async () => {
    const [liker, other] = [await signUp(t.app), await signUp(t.app)];
    await feed(liker);
    await as(t.app, other)({ method: 'POST', url: `/api/v1/posts/like/${first.id}` });
    const queries = spyOnQueries(t.app.db);
    try {
      expect((await feed(liker)).items.find((item) => item.id === first.id)).toMatchObject({ likedByMe: false });
      expect(queries.on('post_likes')).toBe(onPostgres ? 1 : 0);
    } finally {
      queries.restore();
    }
    await as(t.app, liker)({ method: 'POST', url: `/api/v1/posts/like/${first.id}` });
    expect((await feed(liker)).items.find((item) => item.id === first.id)).toMatchObject({ likedByMe: true });
    await as(t.app, liker)({ method: 'POST', url: `/api/v1/posts/like/${first.id}` });
    expect((await feed(liker)).items.find((item) => item.id === first.id)).toMatchObject({ likedByMe: false });
  });

  it("after a new post, reads the page's ids, then in one query the posts whose JSON or counters are not cached", async () => {
    await feed(reader);
    await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'fifth' } });
    const queries = spyOnQueries(t.app.db);
    try {
      expect((await feed(reader)).items.map((item) => item.body).slice(0, 2)).toEqual(['fifth', 'fourth']);
      expect(queries.on('posts')).toBe(2);
    } finally {
      queries.restore();
    }
  });

  it("shows the author's new name on their posts", async () => {
    await feed(reader);
    const renamed = await as(t.app, author)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { name: 'Ama K. Mensah' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await feed(reader)).items[0]?.author.name).toBe('Ama K. Mensah');
  });

  it('sees writes made by another connection to the same database', async () => {
    await feed(reader);
    await other.updateTable('posts').set({ body: 'changed elsewhere', share_count: 9 }).where('id', '=', first.id).execute();
    // Another process's commit reaches the server in a later turn of its event loop.
    await nextTurn();
    expect((await feed(reader)).items.find((item) => item.id === first.id)).toMatchObject({ body: 'changed elsewhere', shareCount: 9 });
  });

  it('refuses a session the moment it is deleted, even by another connection', async () => {
    const visitor = await signUp(t.app);
    await feed(visitor);
    await feed(visitor);
    await other.deleteFrom('sessions').where('user_id', '=', visitor.user.id).execute();
    await nextTurn();
    const response = await as(t.app, visitor)({ method: 'GET', url: '/api/v1/posts' });
    expect(response.statusCode).toBe(401);
  });

  it('shows a renamed user and refuses a deleted one at once, with posts written in between', async () => {
    const visitor = await signUp(t.app, { name: 'Before Rename' });
    await as(t.app, visitor)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'a write between reads' } });
    const renamed = await as(t.app, visitor)({ method: 'PATCH', url: '/api/v1/auth/update-profile', payload: { name: 'After Rename' } });
    expect(renamed.statusCode).toBe(200);
    const me = await as(t.app, visitor)({ method: 'GET', url: '/api/v1/auth/user' });
    expect(me.json()).toMatchObject({ name: 'After Rename' });
    const deleted = await as(t.app, visitor)({ method: 'DELETE', url: '/api/v1/auth/delete-my-account', payload: { password: visitor.password } });
    expect(deleted.statusCode).toBe(200);
    expect((await as(t.app, visitor)({ method: 'GET', url: '/api/v1/auth/user' })).statusCode).toBe(401);
  });

  it('refuses a session right after sign-out', async () => {
    const visitor = await signUp(t.app);
    await feed(visitor);
    expect((await as(t.app, visitor)({ method: 'POST', url: '/api/v1/auth/signOut' })).statusCode).toBe(200);
    expect((await as(t.app, visitor)({ method: 'GET', url: '/api/v1/posts' })).statusCode).toBe(401);
  });

  it('takes new posts into cached first pages of every scope, and the pages after them still join up', async () => {
    const follower = await signUp(t.app);
    await as(t.app, follower)({ method: 'POST', url: `/api/v1/auth/toggle-follow/${author.user.id}` });
    const ids = async (query: string) => {
      const response = await as(t.app, follower)({ method: 'GET', url: `/api/v1/posts?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return postListSchema.parse(response.json());
    };
    const scopes = ['scope=all', 'scope=following', 'scope=campus', 'hashtag=Torts'];
    await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'sixth #Torts' } });
    for (const scope of scopes) await ids(`take=2&${scope}`);
    for (const body of ['seventh #Torts', 'eighth', 'ninth #Torts']) {
      await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });
    }
    const queries = spyOnQueries(t.app.db);
    try {
      for (const scope of scopes) {
        const page = await ids(`take=2&${scope}`);
        const whole = (await ids(`take=50&${scope}`)).items.map((item) => item.id);
        expect(page.items.map((item) => item.id), scope).toEqual(whole.slice(0, 2));
        expect(page.nextCursor, scope).toBe(whole.length > 2 ? whole[1] : null);
        if (page.nextCursor) expect((await ids(`take=50&${scope}&cursor=${page.nextCursor}`)).items.map((item) => item.id), scope).toEqual(whole.slice(2));
      }
      // On SQLite each cached first page looked only past its newest post.
      expect(queries.matching(/"(posts"\."id|post_tags"\."post_id)" > \?/)).toBe(onPostgres ? 0 : scopes.length);
    } finally {
      queries.restore();
    }
  });


  it("keeps a reader's likes cached through new posts, and reads an older page's likes apart", async () => {
    const liker = await signUp(t.app);
    const older = await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'an older post' } });
    const olderId = postSchema.parse(older.json()).id;
    for (const body of ['newer one', 'newer two']) await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body } });
    await as(t.app, liker)({ method: 'POST', url: `/api/v1/posts/like/${olderId}` });
    const page = async (query: string) => {
      const response = await as(t.app, liker)({ method: 'GET', url: `/api/v1/posts?authorId=${author.user.id}&${query}` });
      return postListSchema.parse(response.json());
    };
    const first = await page('take=2');
    expect(first.items.map((item) => item.likedByMe)).toEqual([false, false]);
    await as(t.app, author)({ method: 'POST', url: '/api/v1/posts/create', payload: { body: 'newest' } });
    const queries = spyOnQueries(t.app.db);
    try {
      expect((await page('take=2')).items.map((item) => [item.body, item.likedByMe])).toEqual([
        ['newest', false],
        ['newer two', false],
      ]);
      expect(queries.on('post_likes')).toBe(onPostgres ? 1 : 0);
    } finally {
      queries.restore();
    }
    const next = await page(`take=1&cursor=${first.nextCursor}`);
    expect(next.items.map((item) => [item.id, item.likedByMe])).toEqual([[olderId, true]]);
  });

});
