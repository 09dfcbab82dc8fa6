import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostWriter } from '../../src/server/modules/posts/post-writer.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type TestUser } from './support/users.ts';

let t: TestApp;
let author: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  author = await signUp(t.app);
});
afterAll(async () => t.close());

const writer = () => ({ id: author.user.id, institution_id: author.user.institutionId });

const tagsOf = async (postId: string) =>
  (await t.app.db.selectFrom('post_tags').select('tag').where('post_id', '=', postId).orderBy('tag').execute()).map((row) => row.tag);

describe('the post writer', () => {
  it('writes posts that arrive together in one transaction, each with its own tags', async () => {
    const transaction = vi.spyOn(t.app.db, 'transaction');
    const write = createPostWriter(t.app.db);
    const rows = await Promise.all(Array.from({ length: 25 }, (_, n) => write(writer(), `Post ${n} #Batch #n${n} #batch`)));
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();

    const stored = await t.app.db.selectFrom('posts').select(['id', 'body', 'institution_id']).where('id', 'in', rows.map((row) => row.id)).execute();
    expect(stored).toHaveLength(25);
    expect(new Set(stored.map((row) => row.institution_id))).toEqual(new Set([author.user.institutionId]));
    for (const [n, row] of rows.entries()) {
      expect(row.body).toBe(`Post ${n} #Batch #n${n} #batch`);
      expect(await tagsOf(row.id)).toEqual(['batch', `n${n}`]);
    }
  });

  it('cuts tag-heavy posts into batches whose statements fit the bound-value limit, each committing at once', async () => {
    // 40 posts of 1 000 tags each bind 80 280 values: past both databases' limit for one
    // statement, and three batches within SQLite's 32 766.
    const body = (n: number) => Array.from({ length: 1_000 }, (_, i) => `#${i.toString(36)}`).join(' ') + ` post ${n}`;
    const transaction = vi.spyOn(t.app.db, 'transaction');
    const write = createPostWriter(t.app.db);
    const rows = await Promise.all(Array.from({ length: 40 }, (_, n) => write(writer(), body(n))));
    expect(transaction).toHaveBeenCalledTimes(3);
    transaction.mockRestore();

    const counts = await t.app.db
      .selectFrom('post_tags')
      .select((eb) => ['post_id', eb.fn.countAll<number>().as('tags')])
      .where('post_id', 'in', rows.map((row) => row.id))
      .groupBy('post_id')
      .execute();
    expect(counts.map((count) => Number(count.tags))).toEqual(rows.map(() => 1_000));
  });

  it('fails only the post that cannot be written, and writes the rest', async () => {
    const write = createPostWriter(t.app.db);
    const results = await Promise.allSettled([
      write(writer(), 'Before the bad one #ok'),
      write({ id: 'no-such-author', institution_id: null }, 'Orphan'),
      write(writer(), 'After the bad one'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const written = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.id] : []));
    expect(await t.app.db.selectFrom('posts').select('id').where('id', 'in', written).execute()).toHaveLength(2);
    expect(await t.app.db.selectFrom('posts').select('id').where('body', '=', 'Orphan').execute()).toEqual([]);
  });
});
