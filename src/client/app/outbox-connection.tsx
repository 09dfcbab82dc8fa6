import { useEffect } from 'react';
import { startOutbox } from '../lib/outbox.ts';

/** Opens the signed-in user's outbox (lib/outbox.ts): what waits in it goes now, and whenever the browser is back online. */
export function OutboxConnection({ userId }: { userId: string }) {
  useEffect(() => startOutbox(userId), [userId]);
  return null;
}
