/*
 * Presence shared by every instance through Redis. Each instance keeps a hash of the users
 * it holds online and beats a heart into a sorted set of instances (score = last beat).
 * Only instances that beat within STALE_MS count, so a crashed instance cannot keep its
 * users online; the first live instance to notice claims its hash (ZREM is atomic), drops
 * it and hands its users back so their contacts hear they left.
 *
 * While Redis is away nothing here throws or waits: presence falls back to this instance's
 * own users, and the first heartbeat after Redis returns writes them back.
 */
import type { Redis } from 'ioredis';
import { newId } from '../../lib/ids.ts';
import type { PresenceStore } from './presence.ts';

// A crashed instance's users are reaped within STALE_MS + HEARTBEAT_MS (4 s), inside the
// contract's "offline within 5 s"; a heartbeat is one ZADD and two PEXPIREs.
export const HEARTBEAT_MS = 1000;
export const STALE_MS = 3000;
const KEY_TTL_MS = 60_000;

export type RedisPresenceOptions = {
  redis: Redis;
  prefix: string;
  /**
   * Users whose contacts may have heard wrongly of them: left behind by a vanished
   * instance (they may have gone), or ours once Redis is back after losing or missing them.
   */
  reannounce: (userIds: string[]) => void;
  logError: (err: unknown, message: string) => void;
};

export function presenceKeys(prefix: string) {
  return {
    instances: `${prefix}:presence:instances`,
    instance: (id: string) => `${prefix}:presence:instance:${id}`,
  };
}

export function redisPresenceStore({ redis, prefix, reannounce, logError }: RedisPresenceOptions): PresenceStore {
  const keys = presenceKeys(prefix);
  const instanceId = newId();
  const mine = keys.instance(instanceId);
  const members = new Set<string>();
  // Set when a write may have missed Redis; the next heartbeat then rewrites our hash whole.
  let stale = false;

  const rewriteMembers = async () => {
    stale = false;
    const write = redis.multi().del(mine);
    if (members.size > 0) write.hset(mine, Object.fromEntries([...members].map((id) => [id, '1'])));
    await write.pexpire(mine, KEY_TTL_MS).exec();
  };
  const beat = async () => {
    const added = await redis.zadd(keys.instances, Date.now(), instanceId);
    // Someone took us for dead (a long pause), or Redis lost or missed our writes: put our
    // users back, and tell their contacts, who meanwhile heard only what one instance knew.
    if (Number(added) === 1 || stale) {
      await rewriteMembers();
      if (members.size > 0) reannounce([...members]);
    }
    // Both keys fade away once no instance is left to beat.
    await redis.multi().pexpire(mine, KEY_TTL_MS).pexpire(keys.instances, KEY_TTL_MS).exec();
    await reapStaleInstances(redis, prefix, reannounce);
  };
  /** A failed write is made good by the next heartbeat; Redis being away is logged by its client. */
  const missed = (err: unknown, message: string) => {
    stale = true;
    if (redis.status === 'ready') logError(err, message);
  };
  const onlineAnywhere = async (userIds: string[]) => {
    const live = await redis.zrangebyscore(keys.instances, Date.now() - STALE_MS, '+inf');
    const online = new Set<string>();
    if (live.length === 0) return online;
    const pipeline = redis.pipeline();
    for (const id of live) pipeline.hmget(keys.instance(id), ...userIds);
    for (const [err, values] of (await pipeline.exec()) ?? []) {
      if (err) throw err;
      (values as (string | null)[]).forEach((value, index) => {
        const userId = userIds[index];
        if (value !== null && userId !== undefined) online.add(userId);
      });
    }
    return online;
  };
  const heartbeat = () => void beat().catch((err: unknown) => missed(err, 'presence: heartbeat failed'));
  heartbeat();
  const timer = setInterval(heartbeat, HEARTBEAT_MS);
  timer.unref();

  return {
    async add(userId) {
      members.add(userId);
      await redis
        .multi()
        .hset(mine, userId, '1')
        .pexpire(mine, KEY_TTL_MS)
        .exec()
        .catch((err: unknown) => missed(err, 'presence: add failed'));
    },
    async remove(userId) {
      members.delete(userId);
      await redis.hdel(mine, userId).catch((err: unknown) => missed(err, 'presence: remove failed'));
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      return onlineAnywhere(userIds).catch((err: unknown) => {
        if (redis.status === 'ready') logError(err, 'presence: lookup failed');
        return new Set(userIds.filter((id) => members.has(id)));
      });
    },
    async close() {
      clearInterval(timer);
      // Counted as gone at once; a live instance reaps the hash and tells the contacts.
      await redis
        .multi()
        .zadd(keys.instances, 0, instanceId)
        .pexpire(keys.instances, KEY_TTL_MS)
        .exec()
        .catch((err: unknown) => logError(err, 'presence: leaving failed'));
      members.clear();
    },
  };
}

/** Claims every instance that stopped beating, drops its hash and reports its users. */
export async function reapStaleInstances(redis: Redis, prefix: string, onOrphans: (userIds: string[]) => void): Promise<void> {
  const keys = presenceKeys(prefix);
  const stale = await redis.zrangebyscore(keys.instances, '-inf', `(${Date.now() - STALE_MS}`);
  for (const id of stale) {
    if (Number(await redis.zrem(keys.instances, id)) !== 1) continue;
    const users = await redis.hkeys(keys.instance(id));
    await redis.del(keys.instance(id));
    if (users.length > 0) onOrphans(users);
  }
}
