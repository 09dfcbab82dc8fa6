import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from '../../../contract/auth.ts';
import { invalidField } from '../../lib/http-error.ts';

const ARGON2ID = 2; // Algorithm.Argon2id, a const enum that isolated modules cannot read

// OWASP's minimum for Argon2id: 19 MiB, two passes, one lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

let commonPasswords: Set<string> | undefined;

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/** Throws a 400 the person can act on when the password is one of the commonly used ones. */
export function assertStrongPassword(password: string, path = 'body.password'): void {
  if (isCommon(password)) {
    throw invalidField(path, COMMON_PASSWORD_MESSAGE);
  }
}

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('campus-decoy-password');
  return decoyHash;
}
