/*
 * "Sending twice is safe" (API.md). Which routes take an Idempotency-Key:
 *
 * - every POST that declares a 201 response and is not public, with no line of its own;
 * - any other route with `config: { idempotent: true }` (a review answering 200, say);
 * - never a route with `config: { idempotent: false }`.
 *
 * Its hooks go on those routes only; every other request pays nothing.
 *
 * On those routes, for a signed-in caller who sends the header (1–64 visible ASCII
 * characters, else 400 VALIDATION_FAILED), the key is claimed in `idempotency_keys` after
 * auth and body validation, before the handler. A repeat within 24 hours answers the kept
 * status and body with `Idempotent-Replayed: true` and runs nothing, so no socket event
 * goes out twice. The same key with another method, URL or body (compared as a hash of
 * the canonical JSON after validation) is 422 IDEMPOTENCY_KEY_REUSED. A repeat while the
 * first is still running waits for its answer, up to a few seconds, then 409 CONFLICT.
 *
 * Kept: 2xx and 4xx answers, which the same request would get again, except 429, which
 * passes with time. Not kept: 5xx (the claim is given up, so the client's retry runs
 * afresh) and streamed answers. A multipart body is a stream the handler reads itself
 * and cannot be compared, so such a request runs as if it carried no key.
 *
 * The claim and the handler's writes are not one transaction: a process that dies in
 * between leaves a claim with no answer, which a retry takes over after a minute.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyKeySchema } from '../../contract/idempotency.ts';
import { claimOrWait, keepAnswer, releaseClaim, sweepKeys, type HeldKey } from '../db/idempotency-keys.ts';
import { HttpError, conflict, invalidField } from '../lib/http-error.ts';
import { asList } from '../lib/hook-list.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: HeldKey | null;
  }
}

const KEY_HEADER = 'idempotency-key';
const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

const keyReused = () =>
  new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
const stillRunning = () => conflict('CONFLICT', 'A request with this key is still being processed.');

/** JSON with object keys sorted, so the same body always hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`).digest('hex');
}

function parseKey(header: string | string[]): string {
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw invalidField(`headers.${KEY_HEADER}`, parsed.error.issues[0]?.message ?? 'is not valid');
  return parsed.data;
}

/** The answer as text, or undefined for one that cannot be kept (a stream). */
function answerText(payload: unknown): string | undefined {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

const isKept = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429);

function takesKey(route: RouteOptions): boolean {
  if (route.config?.idempotent !== undefined) return route.config.idempotent;
  const response = route.schema?.response;
  return (
    route.url.startsWith('/api/') &&
    !route.config?.public &&
    ([] as string[]).concat(route.method).includes('POST') &&
    typeof response === 'object' &&
    response !== null &&
    '201' in response
  );
}


async function idempotencyPlugin(app: FastifyInstance) {
  app.decorateRequest('idempotencyClaim', null);

  async function claimKeyHook(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[KEY_HEADER];
    if (header === undefined || !request.session || request.isMultipart()) return;
    const ref = { userId: request.session.user.id, key: parseKey(header) };
    const claim = await claimOrWait(app.db, ref, requestHash(request));
    switch (claim.kind) {
      case 'claimed':
        request.idempotencyClaim = { ...ref, at: claim.at };
        return;
      case 'answered':
        return reply
          .status(claim.status)
          .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
          .type('application/json; charset=utf-8')
          .send(claim.body);
      case 'reused':
        throw keyReused();
      case 'pending':
        throw stillRunning();
    }
  }

  async function keepAnswerHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const held = request.idempotencyClaim;
    if (!held) return payload;
    request.idempotencyClaim = null;
    const text = answerText(payload);
    try {
      if (text !== undefined && isKept(reply.statusCode)) await keepAnswer(app.db, held, reply.statusCode, text);
      else await releaseClaim(app.db, held);
    } catch (err) {
      // The answer still goes out; the claim is taken over as abandoned later.
      request.log.warn({ err }, 'could not keep the idempotent answer');
    }
    return payload;
  }

  // Hooks on the keyed routes only, first among each route's own: the onSend hook must see
  // the JSON before @fastify/compress's route hook compresses it.
  app.addHook('onRoute', (route) => {
    if (!takesKey(route)) return;
    route.config = { ...route.config, idempotent: true };
    route.preHandler = [claimKeyHook, ...asList(route.preHandler)];
    route.onSend = [keepAnswerHook, ...asList(route.onSend)];
  });

  const sweep = () =>
    sweepKeys(app.db, new Date()).catch((err: unknown) => {
      app.log.warn({ err }, 'idempotency key sweep failed');
      return 0;
    });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['db', 'auth', '@fastify/multipart'] });
