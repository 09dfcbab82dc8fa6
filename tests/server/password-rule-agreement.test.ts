/* The sign-up form judges a password as the student types; it must refuse exactly what the server refuses. */
import { describe, expect, it } from 'vitest';
import { judgePassword, loadCommonPasswords } from '../../src/client/features/auth/lib/password-rule.ts';
import { signUpBodySchema } from '../../src/contract/auth.ts';
import { assertStrongPassword } from '../../src/server/modules/auth/passwords.ts';

function serverRefuses(password: string): boolean {
  if (!signUpBodySchema.shape.password.safeParse(password).success) return true;
  try {
    assertStrongPassword(password);
    return false;
  } catch {
    return true;
  }
}

const samples = ['iloveyou', 'ILoveYou', 'password', 'Password1', 'qwertyuiop', 'trustno1', 'adinkra-symbols-9', 'kente-cloth-2026', 'short', '1234567', 'x'.repeat(128), 'x'.repeat(129)];

describe('the client’s password rule', () => {
  it.each(samples)('agrees with the server on %s', async (password) => {
    const verdict = judgePassword(password, await loadCommonPasswords());
    expect('reason' in verdict).toBe(serverRefuses(password));
  });
});
