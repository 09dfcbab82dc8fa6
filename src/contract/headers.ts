/*
 * The request and answer headers the contract names. Kept apart from the schemas (which cost
 * CPU to build) so the app's first script can send them; idempotency.ts and study.ts
 * re-export theirs.
 */

/** A creating POST sent again with the same key acts once (API.md, idempotency). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** The header a client names its own socket with, so its `study:reviewed` skips that socket. */
export const SOCKET_ID_HEADER = 'x-socket-id';
