import type { Db } from '../../db/dialect.ts';
import { randomToken, sha256 } from '../../lib/ids.ts';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

export async function createResetToken(db: Db, userId: string): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db
    .insertInto('password_resets')
    .values({
      id: sha256(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + RESET_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Marks the token used and returns its user, or null when it is unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string): Promise<string | null> {
  const now = new Date().toISOString();
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function resetMail(link: string) {
  return {
    subject: 'Reset your Campus password',
    text: `Someone asked to reset the password of your Campus account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Campus account.</p><p><a href="${escapeAttribute(link)}">Choose a new password</a> (the link works for one hour, once).</p><p>If it was not you, ignore this mail; your password stays as it is.</p>`,
  };
}
