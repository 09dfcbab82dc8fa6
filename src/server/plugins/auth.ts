/*
 * Who is calling. A session comes from the `sid` cookie (browsers) or a Bearer token
 * (other clients). Routes need a session unless their config says `public: true`.
 * Cookie-authenticated unsafe requests must echo the `csrf` cookie in X-CSRF-Token, and
 * any unsafe request from a foreign Origin is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SUSPENDED_MESSAGE } from '../../contract/safety.ts';
import type { Db } from '../db/dialect.ts';
import { ReadCache } from '../db/read-cache.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError, forbidden } from '../lib/http-error.ts';
import { isOwnOrigin } from '../lib/origin.ts';
import { ABSOLUTE_LIFETIME_MS, SESSION_TABLES, findSessionUser, type SessionCache } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
  }
  interface FastifyRequest {
    session: { id: string; user: UserRow } | null;
  }
  interface FastifyInstance {
    /**
     * Work other areas must do, in the same transaction, before an account row is deleted.
     * A step may return what to do once the deletion is committed (tell other people).
     */
    accountDeletionSteps: AccountDeletionStep[];
    issueSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, sessionId: string): void;
    clearSessionCookies(reply: FastifyReply): void;
  }
}

export type AccountDeletionStep = (trx: Db, userId: string) => Promise<void | AfterAccountDeletion>;
export type AfterAccountDeletion = () => Promise<void>;

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
export const accountSuspended = () => new HttpError(403, 'SUSPENDED', SUSPENDED_MESSAGE);
const csrfFailed = (message: string) => new HttpError(403, 'CSRF_FAILED', message);

/** The signed-in user; call only in routes that are not public. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.session) throw unauthenticated();
  return request.session.user;
}

/** The signed-in user if an admin (ADMIN_EMAILS); a 403 for anyone else. */
export function currentAdmin(request: FastifyRequest): UserRow {
  const user = currentUser(request);
  if (user.role !== 'admin') throw forbidden('Only an admin can do that.');
  return user;
}

const API_PREFIX = '/api/v1/';
const isApiRoute = (routeUrl: string | undefined) => routeUrl !== undefined && routeUrl.startsWith(API_PREFIX);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function authPlugin(app: FastifyInstance) {
  const csrfFor = (sessionId: string) =>
    createHmac('sha256', app.sessionSecret).update(`csrf:${sessionId}`).digest('base64url');
  const isSecure = (request: FastifyRequest) =>
    request.protocol === 'https' || (app.config.publicUrl?.startsWith('https:') ?? false);

  const sessionCache: SessionCache = new ReadCache(app.dbChangeStamp, {
    maxBytes: 8 * 2 ** 20,
    sizeOf: (row) => (row ? JSON.stringify(row).length : 0),
    ttlMs: 60_000,
    tables: SESSION_TABLES,
  });

  app.decorateRequest('session', null);
  app.decorate('accountDeletionSteps', [] as AccountDeletionStep[]);

  const cookieOptions = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: isSecure(request), maxAge: ABSOLUTE_LIFETIME_MS / 1000 });

  app.decorate('issueSessionCookies', (request: FastifyRequest, reply: FastifyReply, token: string, sessionId: string) => {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), httpOnly: true });
    reply.setCookie(CSRF_COOKIE, csrfFor(sessionId), { ...cookieOptions(request), httpOnly: false });
  });

  app.decorate('clearSessionCookies', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(CSRF_COOKIE, { path: '/' });
  });

  app.addHook('onRequest', async (request, reply) => {
    // The matched route decides, not the raw URL: the router also takes `//api/v1/books`,
    // `/api/v1/books/` and the like to an API route, and each needs the same check.
    if (request.is404 || !isApiRoute(request.routeOptions.url)) return;
    const unsafe = !SAFE_METHODS.has(request.method);
    const origin = request.headers.origin;
    if (unsafe && origin && !isOwnOrigin(origin, { publicUrl: app.config.publicUrl, host: request.headers.host, secure: isSecure(request) })) {
      throw csrfFailed('This request came from another site and was refused.');
    }

    const bearer = bearerToken(request);
    const cookieToken = bearer ? undefined : request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookieToken;
    if (token) {
      const found = await findSessionUser(app.db, token, sessionCache);
      if (found) {
        // Suspending revokes every session; this covers one made in the same moment.
        if (found.user.suspended_at !== null) throw accountSuspended();
        if (cookieToken && unsafe) {
          const sent = request.headers[CSRF_HEADER];
          if (typeof sent !== 'string' || !sameText(sent, csrfFor(found.sessionId))) {
            throw csrfFailed('The security token is missing or wrong. Reload the page and try again.');
          }
        } else if (cookieToken && !request.routeOptions.config.public && request.cookies[CSRF_COOKIE] !== csrfFor(found.sessionId)) {
          // The token's cookie was lost (cleared by an extension, say): a read gives it back, so reloading mends it as the refusal says.
          // Never on a public answer: those may be cached and served to others.
          reply.setCookie(CSRF_COOKIE, csrfFor(found.sessionId), { ...cookieOptions(request), httpOnly: false });
        }
        request.session = { id: found.sessionId, user: found.user };
      }
    }
    if (!request.session && !request.routeOptions.config.public) throw unauthenticated();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'db', 'secret', '@fastify/cookie'] });
