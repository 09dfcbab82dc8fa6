import { createHash, randomBytes } from 'node:crypto';
import { v7 } from 'uuid';

/** Time-ordered ids: keyset pages can order by id alone. */
export const newId = (): string => v7();

export const nowIso = (): string => new Date().toISOString();

export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
