/*
 * Who is hidden from whom, for every area: people blocked either way, and suspended people.
 * The feed asks on every request, so on SQLite each user's set is kept until the blocks or
 * users tables change; on PostgreSQL it is one small query (no cache there is exact).
 * Queries that filter in SQL use modules/safety/block-repository.ts's subqueries instead.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BLOCKED_MESSAGE } from '../../contract/safety.ts';
import { ReadCache, textSize } from '../db/read-cache.ts';
import { HttpError } from '../lib/http-error.ts';
import { blockedEitherWayIds, hiddenPeopleIds } from '../modules/safety/block-repository.ts';

export interface Blocks {
  /** Everyone whose content `viewerId` must not see: blocked either way, or suspended. */
  hiddenFrom(viewerId: string): Promise<ReadonlySet<string>>;
  /** Everyone `userId` blocked or was blocked by. */
  blockedWith(userId: string): Promise<ReadonlySet<string>>;
  between(a: string, b: string): Promise<boolean>;
  /** 403 BLOCKED when either of the two blocked the other. */
  assertNotBlocked(a: string, b: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    blocks: Blocks;
  }
}

const blockedError = () => new HttpError(403, 'BLOCKED', BLOCKED_MESSAGE);

async function blocksPlugin(app: FastifyInstance) {
  // Deleting an account removes its blocks by cascade, which only moves the users stamp; a
  // suspension is a write to users too.
  const options = { maxBytes: 4 * 2 ** 20, sizeOf: textSize, ttlMs: 60_000, tables: ['blocks', 'users'] };
  const hiddenSets = new ReadCache<ReadonlySet<string>>(app.dbChangeStamp, options);
  const blockedSets = new ReadCache<ReadonlySet<string>>(app.dbChangeStamp, options);

  const blocks: Blocks = {
    hiddenFrom: (viewerId) => hiddenSets.get(viewerId, async () => new Set(await hiddenPeopleIds(app.db, viewerId))),
    blockedWith: (userId) => blockedSets.get(userId, async () => new Set(await blockedEitherWayIds(app.db, userId))),
    between: async (a, b) => (await blocks.blockedWith(a)).has(b),
    async assertNotBlocked(a, b) {
      if (await blocks.between(a, b)) throw blockedError();
    },
  };
  app.decorate('blocks', blocks);
}

export default fp(blocksPlugin, { name: 'blocks', dependencies: ['db'] });
