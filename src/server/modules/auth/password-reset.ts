import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/dialect.ts';
import { randomToken, sha256 } from '../../lib/ids.ts';
import { findUserByEmail } from '../users/repository.ts';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

async function createResetToken(db: Db, userId: string): Promise<string> {
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

/** Uses up the token and answers its user, or null when it is unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string): Promise<string | null> {
  const row = await db
    .deleteFrom('password_resets')
    .where('id', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Every reset link the user was sent stops working: their password has just changed. */
export async function revokeResetTokens(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

/** Mails a reset link when an account uses `email`; nothing otherwise. */
export async function sendResetLink(app: FastifyInstance, email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = await createResetToken(app.db, user.id);
  await app.mailer.send({ to: user.email, ...resetMail(`${origin}/reset-password?token=${encodeURIComponent(token)}`) });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function resetMail(link: string) {
  return {
    subject: 'Reset your Campus password',
    text: `Someone asked to reset the password of your Campus account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Campus account.</p><p><a href="${escapeAttribute(link)}">Choose a new password</a> (the link works for one hour, once).</p><p>If it was not you, ignore this mail; your password stays as it is.</p>`,
  };
}
