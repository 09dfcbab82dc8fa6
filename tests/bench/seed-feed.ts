/*
 * Fills a fresh database the fast way (batched inserts in one transaction each):
 * `users` students and `posts` posts, some with hashtags, oldest first so ids stay time-ordered.
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { v7 } from 'uuid';
import { extractHashtags } from '../../src/contract/hashtags.ts';
import type { Db } from '../../src/server/db/dialect.ts';

const BATCH = 500;
const tags = ['ContractLaw', 'Torts', 'Equity', 'LandLaw', 'Evidence', 'Exams', 'Moot'];

export async function seedFeed(db: Db, counts: { users: number; posts: number; label?: string }): Promise<{ userIds: string[] }> {
  const label = counts.label ?? 'bench';
  const passwordHash = await hash('bench-password-2026');
  const start = Date.now() - counts.posts * 1000;
  const userIds: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < counts.users; offset += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, counts.users - offset) }, (_, i) => {
        const n = offset + i;
        const id = v7();
        userIds.push(id);
        const at = new Date(start - 1000).toISOString();
        return { id, name: `Bench Student ${n}`, email: `${label}${n}@campus.bench`, password_hash: passwordHash, institution_id: 1000 + (n % 18), avatar_key: null, created_at: at, updated_at: at };
      });
      await trx.insertInto('users').values(rows).execute();
    }
  });

  for (let offset = 0; offset < counts.posts; offset += BATCH * 4) {
    await db.transaction().execute(async (trx) => {
      const end = Math.min(offset + BATCH * 4, counts.posts);
      for (let batchStart = offset; batchStart < end; batchStart += BATCH) {
        const posts = [];
        const postTags = [];
        for (let n = batchStart; n < Math.min(batchStart + BATCH, end); n += 1) {
          const id = v7({ msecs: start + n * 1000 });
          const body = n % 5 === 0 ? `Notes on week ${n % 13} #${tags[n % tags.length]}` : `Post number ${n}: reading for tomorrow's class.`;
          const hashtags = extractHashtags(body);
          const at = new Date(start + n * 1000).toISOString();
          posts.push({ id, author_id: userIds[n % userIds.length] ?? '', institution_id: 1000 + ((n % userIds.length) % 18), body, hashtags: JSON.stringify(hashtags), created_at: at, updated_at: at });
          for (const tag of hashtags) postTags.push({ post_id: id, tag: tag.toLowerCase() });
        }
        await trx.insertInto('posts').values(posts).execute();
        if (postTags.length > 0) await trx.insertInto('post_tags').values(postTags).execute();
      }
    });
  }
  await sql`analyze`.execute(db).catch(() => undefined);
  return { userIds };
}
