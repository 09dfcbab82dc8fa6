/*
 * Configuration comes only from the environment. Every mistake is reported at once,
 * one clear line each, so a misconfigured server never half-starts.
 */
import { mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Clock } from './lib/clock.ts';
import { S3_URL_EXAMPLE, parseS3Url } from './lib/s3-config.ts';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** The starter library's data files (the course catalogue, case flashes, questions, books). */
export const DEFAULT_SEED_DATA_DIR = fileURLToPath(new URL('./db/seed-data', import.meta.url));

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** At most `points` in any `seconds`, per user. */
export type WriteLimit = { points: number; seconds: number };

/** The spam brakes on a user's writes; "comments" counts comments on posts, notes and group messages together. */
export const DEFAULT_WRITE_LIMITS = {
  posts: { points: 30, seconds: 10 * MINUTE },
  comments: { points: 60, seconds: 10 * MINUTE },
  /** Conversations with someone who has never written to me. */
  newConversations: { points: 20, seconds: DAY },
  groupInvites: { points: 50, seconds: DAY },
  reports: { points: 20, seconds: 60 * MINUTE },
} satisfies Record<string, WriteLimit>;
export type WriteLimits = Record<keyof typeof DEFAULT_WRITE_LIMITS, WriteLimit>;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isUrlWith(value, protocols), {
      message: `must be a URL such as ${example}`,
    });

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Whose X-Forwarded-* headers to believe, in the form Fastify's trustProxy takes. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Nobody, the nearest `hops` proxies, or proxies at these addresses; undefined when the value
 * is none of those. Fastify's `true` takes the leftmost X-Forwarded-For entry, which any
 * client writes itself; a hop count takes the address the outermost of our proxies saw.
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const addresses = value.split(',').map((item) => item.trim());
  return addresses.every(isProxyAddress) ? addresses : undefined;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://campus.example.edu'),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/campus'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@smtp.example.com:587'),
  MAIL_FROM: z.string().trim().min(3).default('Campus <no-reply@campus.local>'),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(25 * MiB),
  UPLOAD_QUOTA_BYTES: z.coerce.number({ message: 'must be a whole number of bytes' }).int().min(1024).default(GiB),
  S3_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || parseS3Url(value) !== undefined, {
      message: `must be a URL such as ${S3_URL_EXAMPLE} (access key and secret as user and password, the bucket as the only path segment)`,
    }),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .transform((value, context) => {
      const trusted = parseTrustProxy(value);
      if (trusted !== undefined) return trusted;
      context.addIssue({
        code: 'custom',
        message:
          'must be the number of proxies in front of the app (such as 1) or a comma list of their addresses/CIDRs (such as 127.0.0.1,10.0.0.0/8); true is refused because it would believe the X-Forwarded-For any client makes up',
      });
      return z.NEVER;
    }),
  SEED_LIBRARY: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  WRITE_RATE_LIMITS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Undefined: made once and kept in the database (plugins/secret.ts). */
  sessionSecret: string | undefined;
  uploadMaxBytes: number;
  /** Bytes each user's files may take together. */
  uploadQuotaBytes: number;
  /** Files (and unfinished resumable uploads) go to this S3-compatible bucket instead of DATA_DIR. */
  s3Url: string | undefined;
  adminEmails: string[];
  logLevel: (typeof logLevels)[number];
  /** Whose X-Forwarded-* headers to believe: nobody, a number of hops, or proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Serve the built SPA from this folder; tests leave it out. */
  clientDir: string | undefined;
  /** Prefix of every Redis key and channel (default "campus"); tests give each run its own. */
  redisPrefix?: string;
  /** Load the starter library into an empty installation at its first start. */
  seedLibrary: boolean;
  /** Where the starter library's JSON files are; tests point it at fixtures. */
  seedDataDir: string;
  /** The time; tests pass one they can move. Default: the system's. */
  clock?: Clock;
  /** How long a low-data user's presence updates are batched (default 30 s); tests shorten it. */
  lowDataPresenceWindowMs?: number;
  /** Per-user brakes on posts, comments, new conversations, invites and reports; false turns them off (benchmarks). */
  writeLimits: WriteLimits | false;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    sessionSecret: values.SESSION_SECRET,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    uploadQuotaBytes: values.UPLOAD_QUOTA_BYTES,
    s3Url: values.S3_URL,
    adminEmails: values.ADMIN_EMAILS,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    clientDir: resolve('dist/client'),
    seedLibrary: values.SEED_LIBRARY,
    seedDataDir: DEFAULT_SEED_DATA_DIR,
    writeLimits: values.WRITE_RATE_LIMITS === 'on' ? DEFAULT_WRITE_LIMITS : false,
  };
}
