/*
 * Without SESSION_SECRET the signing secret is made once and kept in the database, so a
 * CSRF token or share hash made by one instance holds on every other that shares it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postSchema } from '../../src/contract/posts.ts';
import { onPostgres, sharedDatabaseUrl, startTestApp } from './support/test-app.ts';
import { DEFAULT_PASSWORD, cookiesOf, signUp } from './support/users.ts';

describe('the session secret', () => {
  it('is shared by instances on one database, whatever their DATA_DIR', async () => {
    const database = await sharedDatabaseUrl();
    const a = await startTestApp({ sessionSecret: undefined, databaseUrl: database.url });
    // On SQLite the database lives in DATA_DIR, so sharing it means sharing the folder.
    const b = await startTestApp({ sessionSecret: undefined, databaseUrl: database.url, ...(onPostgres ? {} : { dataDir: a.config.dataDir }) });
    try {
      const student = await signUp(a.app);
      const signIn = await a.app.inject({ method: 'POST', url: '/api/v1/auth/signIn', payload: { email: student.email, password: DEFAULT_PASSWORD } });
      const { sid, csrf } = cookiesOf(signIn);

      const created = await b.app.inject({
        method: 'POST',
        url: '/api/v1/posts/create',
        headers: { cookie: `sid=${sid}; csrf=${csrf}`, 'x-csrf-token': csrf },
        payload: { body: 'Signed on one instance, accepted on the other' },
      });
      expect(created.statusCode).toBe(201);
      const post = postSchema.parse(created.json());

      const shared = await a.app.inject({
        method: 'PATCH',
        url: `/api/v1/posts/update-post-share-count/${post.id}`,
        headers: { authorization: `Bearer ${student.token}` },
        payload: { hash: post.shareHash },
      });
      expect(shared.json()).toEqual({ shareCount: 1 });
    } finally {
      await b.close();
      await a.close();
      await database.drop();
    }
  });

  it("keeps an older install's DATA_DIR/session-secret", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'campus-test-'));
    const older = 'an-older-install-kept-this-secret-on-disk-0123456789';
    writeFileSync(join(dataDir, 'session-secret'), `${older}\n`);
    const t = await startTestApp({ sessionSecret: undefined, dataDir });
    try {
      expect(t.app.sessionSecret).toBe(older);
    } finally {
      await t.close();
    }
  });

  it('prefers SESSION_SECRET when it is set', async () => {
    const t = await startTestApp({ sessionSecret: 'x'.repeat(40) });
    try {
      expect(t.app.sessionSecret).toBe('x'.repeat(40));
    } finally {
      await t.close();
    }
  });
});
