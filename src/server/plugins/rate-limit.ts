/*
 * The contract's rate limits. Counters live in Redis when REDIS_URL is set, so every
 * instance sees the same counts; otherwise in memory.
 */
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
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

const READY_WAIT_MS = 5000;

/**
 * Commands never queue: while Redis is away they fail at once and the in-memory insurance
 * limiter answers, so an outage slows nothing and is never a 500. Start-up waits briefly
 * for the first connection so counts go to Redis from the first request.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (err: unknown) => app.log.warn({ err }, 'rate-limit redis error'));
  const controller = new AbortController();
  await Promise.race([once(redis, 'ready', { signal: controller.signal }), delay(READY_WAIT_MS, undefined, { signal: controller.signal })]).catch(
    () => undefined,
  );
  controller.abort();
  return redis;
}

async function rateLimitPlugin(app: FastifyInstance) {
  const { redisUrl, redisPrefix = 'campus' } = app.config;
  const redis = redisUrl ? await connectRedis(app, redisUrl) : undefined;
  const make = (keyPrefix: string, points: number, duration: number) => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return new Limit(
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${redisPrefix}:rl:${keyPrefix}`, points, duration, insuranceLimiter: memory })
        : memory,
    );
  };

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
