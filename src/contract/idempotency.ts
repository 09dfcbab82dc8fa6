/*
 * "Sending twice is safe" (API.md): a creating POST may carry an Idempotency-Key, and a
 * repeat with the same key answers the first answer again, marked as a replay.
 */
import { z } from 'zod';

export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './headers.ts';

/** 1–64 visible ASCII characters (no spaces, no control characters). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,64}$/, 'Idempotency-Key must be 1 to 64 visible ASCII characters (no spaces).');
