/*
 * Redis clients that never hold a request up. While Redis is away a command fails at
 * once (no offline queue), and one Redis does not answer fails after COMMAND_TIMEOUT_MS;
 * each caller decides what a failure means (counts in memory, presence of this instance,
 * events to local sockets). ioredis reconnects by itself. An outage is logged when it
 * starts and when it ends, not at every retry.
 */
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const COMMAND_TIMEOUT_MS = 1000;
const READY_WAIT_MS = 5000;

export function openRedis(url: string, log: FastifyBaseLogger, name: string): Redis {
  return watchOutages(new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS }), log, name);
}

/** Without an 'error' listener, a lost connection would end the process. */
export function watchOutages(redis: Redis, log: FastifyBaseLogger, name: string): Redis {
  let reachable: boolean | undefined;
  redis.on('error', (err: unknown) => {
    if (reachable !== false) log.warn({ err }, `${name}: redis unreachable`);
    reachable = false;
  });
  redis.on('ready', () => {
    if (reachable === false) log.info(`${name}: redis reachable again`);
    reachable = true;
  });
  return redis;
}

/** Start-up waits briefly for the first connection, so the first requests already use Redis. */
export async function untilReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  const controller = new AbortController();
  await Promise.race([once(redis, 'ready', { signal: controller.signal }), delay(READY_WAIT_MS, undefined, { signal: controller.signal })]).catch(
    () => undefined,
  );
  controller.abort();
}

/** Says goodbye when Redis is there, and just lets go when it is not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}
