/*
 * The contract's rate limits. Counters live in Redis when REDIS_URL is set, so every
 * instance sees the same counts; otherwise in memory.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export class Limit {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Count one attempt; throws 429 once the window's allowance is spent. */
  async hit(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  /** Throws 429 while the key is over its allowance, without counting. */
  async ensureOpen(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.limiter.points) throw tooMany(state.msBeforeNext);
  }

  /** Count one failure without throwing; the next ensureOpen decides. */
  async record(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }
}

function tooMany(msBeforeNext: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`, {
    'Retry-After': String(seconds),
  });
}

export type Limits = {
  failedSignInPerAccount: Limit;
  failedSignInPerIp: Limit;
  resetLinksPerEmail: Limit;
  signUpsPerIp: Limit;
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

async function rateLimitPlugin(app: FastifyInstance) {
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { lazyConnect: false, enableOfflineQueue: true }) : undefined;
  const make = (keyPrefix: string, points: number, duration: number) =>
    new Limit(
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `campus:rl:${keyPrefix}`, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration }),
    );

  app.decorate('limits', {
    failedSignInPerAccount: make('signin-account', 5, 15 * MINUTE),
    failedSignInPerIp: make('signin-ip', 20, 15 * MINUTE),
    resetLinksPerEmail: make('reset-email', 3, HOUR),
    signUpsPerIp: make('signup-ip', 10, HOUR),
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['config'] });
