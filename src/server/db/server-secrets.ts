import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Db } from './dialect.ts';

/**
 * The secret named `name`, made by whichever instance asks first and read by all the
 * others. `legacyFile`, when it exists, is the secret an older install kept on disk.
 */
export async function keptSecret(db: Db, name: string, legacyFile?: string): Promise<string> {
  const candidate = legacyFile && existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : randomBytes(48).toString('base64url');
  await db
    .insertInto('server_secrets')
    .values({ name, value: candidate })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
