/*
 * The contract's rate limits, and the per-user brakes on writes (config.writeLimits).
 * Counters live in Redis when REDIS_URL is set, so every instance sees the same counts;
 * otherwise in memory.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { WriteLimits } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import { closeRedis, openRedis, untilReady } from '../lib/redis-client.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

type Refusal = (msBeforeNext: number) => HttpError;

export class Limit {
  /** No limiter: a limit turned off, which counts nothing and refuses nothing. */
  constructor(
    private readonly limiter: RateLimiterAbstract | null,
    private readonly refusal: Refusal = tooManyAttempts,
  ) {}

  /** Count one attempt; throws 429 once the window's allowance is spent. */
  async hit(key: string): Promise<void> {
    if (!this.limiter) return;
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw this.refusal(error.msBeforeNext);
      throw error;
    }
  }

  /** Gives back one counted attempt, for one that turned out not to count (a right password). */
  async refund(key: string): Promise<void> {
    await this.limiter?.reward(key, 1);
  }
}

const secondsOf = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));
const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) });

function tooManyAttempts(msBeforeNext: number): HttpError {
  const seconds = secondsOf(msBeforeNext);
  return new HttpError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`, retryAfter(seconds));
}

function tooManyWrites(msBeforeNext: number): HttpError {
  const seconds = secondsOf(msBeforeNext);
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes <= 90 ? `${minutes} minute(s)` : `${Math.ceil(minutes / 60)} hour(s)`;
  return new HttpError(429, 'RATE_LIMITED', `You are doing this too often. Please try again in ${wait}.`, retryAfter(seconds));
}

export type Limits = {
  failedSignInPerAccount: Limit;
  failedSignInPerIp: Limit;
  resetLinksPerEmail: Limit;
  signUpsPerIp: Limit;
} & Record<keyof WriteLimits, Limit>;

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

async function rateLimitPlugin(app: FastifyInstance) {
  const { redisUrl, redisPrefix = 'campus' } = app.config;
  // While Redis is away its commands fail at once and the in-memory insurance limiter
  // answers, so an outage slows nothing and is never a 500.
  const redis = redisUrl ? openRedis(redisUrl, app.log, 'rate limits') : undefined;
  if (redis) await untilReady(redis);
  const limiter = (keyPrefix: string, points: number, duration: number) => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${redisPrefix}:rl:${keyPrefix}`, points, duration, insuranceLimiter: memory })
      : memory;
  };
  const make = (keyPrefix: string, points: number, duration: number) => new Limit(limiter(keyPrefix, points, duration));
  // Keyed by user id.
  const { writeLimits } = app.config;
  const write = (name: keyof WriteLimits) => {
    const limit = writeLimits ? writeLimits[name] : null;
    return new Limit(limit && limiter(`write-${name}`, limit.points, limit.seconds), tooManyWrites);
  };

  app.decorate('limits', {
    failedSignInPerAccount: make('signin-account', 5, 15 * MINUTE),
    failedSignInPerIp: make('signin-ip', 20, 15 * MINUTE),
    resetLinksPerEmail: make('reset-email', 3, HOUR),
    signUpsPerIp: make('signup-ip', 10, HOUR),
    posts: write('posts'),
    comments: write('comments'),
    newConversations: write('newConversations'),
    groupInvites: write('groupInvites'),
    reports: write('reports'),
  });
  app.addHook('onClose', async () => {
    if (redis) await closeRedis(redis);
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['config'] });
