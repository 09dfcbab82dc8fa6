/*
 * Every error leaves the server in the one body shape of the contract. 5xx answers never
 * carry internals: the details go to the log under the request id.
 */
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '../../contract/common.ts';
import { DatabaseUnavailableError } from '../db/postgres-pool.ts';
import { HttpError, invalidField, methodNotAllowed, reasonPhrase, serviceUnavailable } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import { NUL_MESSAGE, pathOfNul } from '../lib/input-screen.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side.';

const frameworkCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' },
  FST_FILES_LIMIT: { code: 'VALIDATION_FAILED', message: 'Too many files in one request.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported here.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The upload must be multipart/form-data.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', message: 'The Content-Length header does not match the body.' },
  FST_PROTO_VIOLATION: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_CONSTRUCTOR_VIOLATION: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
};

const contextNames: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

export function errorBody(statusCode: number, code: string, message: string, extra: Partial<ApiError> = {}): ApiError {
  return { statusCode, error: reasonPhrase(statusCode), code, message, ...extra };
}

function toApiError(error: FastifyError | HttpError, request: FastifyRequest): ApiError {
  if (error instanceof HttpError) {
    const requestId = error.statusCode >= 500 ? { requestId: String(request.id) } : {};
    return errorBody(error.statusCode, error.code, error.message, error.details ? { details: error.details, ...requestId } : requestId);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = contextNames[error.validationContext ?? 'body'] ?? 'body';
    const details = error.validation.map((issue) => ({
      path: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? 'is not valid',
    }));
    const first = details[0];
    return errorBody(400, 'VALIDATION_FAILED', first ? `${first.path}: ${first.message}` : 'The request is not valid.', { details });
  }

  const known = frameworkCodes[error.code];
  if (known) {
    return errorBody(error.statusCode ?? 400, known.code, known.message);
  }
  if (error instanceof SyntaxError && (error.statusCode ?? 500) === 400) {
    return errorBody(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
  if (error.statusCode === 429) {
    return errorBody(429, 'RATE_LIMITED', 'Too many requests. Please wait and try again.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return errorBody(error.statusCode, 'VALIDATION_FAILED', error.message);
  }
  return errorBody(500, 'INTERNAL', INTERNAL_MESSAGE, { requestId: String(request.id) });
}

/** A path the router cannot take apart (bad encoding, a huge segment) names nothing here. */
export function sendUnroutable(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('X-Request-Id', request.id).status(404).send(errorBody(404, 'NOT_FOUND', 'This address does not exist.'));
}

/**
 * What Node's HTTP parser refuses (headers or a URL too large, a malformed request line, bad
 * chunked encoding) is answered in the contract's shape too, as Node would answer it: only
 * while no answer to a request on that connection has begun.
 */
export function answerClientError(
  this: Pick<FastifyInstance, 'log'>,
  error: NodeJS.ErrnoException,
  socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null },
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, code, message]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'VALIDATION_FAILED', 'The request’s address or headers are too large.']
      : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
        ? [413, 'PAYLOAD_TOO_LARGE', 'The request’s chunk extensions are too large.']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'VALIDATION_FAILED', 'The request took too long to arrive.']
          : [400, 'VALIDATION_FAILED', 'The request is not valid HTTP.'];
  const body = JSON.stringify(errorBody(statusCode, code, message));
  const requestId = newId();
  // As the request line of a routed request (app.ts), so a student's request id finds it.
  this.log.info({ requestId, statusCode, parserError: error.code }, 'refused by the HTTP parser');
  if (socket.writable && !socket._httpMessage?.headersSent) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${reasonPhrase(statusCode)}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** As long as app.ts lets the router take a path segment. */
export const MAX_PARAM_LENGTH = 200;

const allMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

async function errorsPlugin(app: FastifyInstance) {
  // A shadow router of every known path, so an unknown method on a known path answers 405.
  const knownPaths = FindMyWay({ ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: MAX_PARAM_LENGTH });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
    for (const method of methods) {
      if (!knownPaths.find(method as 'GET', route.url)) knownPaths.on(method as 'GET', route.url, () => undefined);
    }
  });

  // Fastify's own answer while closing has another shape and no request id (app.ts turns it off).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw serviceUnavailable();
  });

  // PostgreSQL text cannot hold U+0000 and would fail with a 500; refusing it for every
  // route keeps SQLite and PostgreSQL alike and gives the caller a clear 400.
  app.addHook('preValidation', async (request) => {
    const inputs = { params: request.params, query: request.query, body: request.body };
    for (const [where, value] of Object.entries(inputs)) {
      const path = pathOfNul(value, where);
      if (path) throw invalidField(path, NUL_MESSAGE);
    }
  });

  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // An unreachable database is not our bug but a moment to wait through: 503, try again.
    const databaseUnavailable = thrown instanceof DatabaseUnavailableError;
    const error = databaseUnavailable ? serviceUnavailable() : thrown;
    const body = toApiError(error, request);
    if (databaseUnavailable) request.log.warn({ err: thrown.cause }, 'database unreachable');
    else if (body.code === 'SERVICE_UNAVAILABLE') request.log.info('request refused while shutting down');
    else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, message: body.message }, 'request refused');
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply, knownPaths));
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, knownPaths: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>) {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = allMethods.filter((method) => knownPaths.find(method, path));
  if (allowed.length > 0) {
    const error = methodNotAllowed(request.method, allowed);
    return reply.status(405).headers(error.headers).send(errorBody(405, error.code, error.message));
  }
  return reply.status(404).send(errorBody(404, 'NOT_FOUND', 'This address does not exist.'));
}

export default fp(errorsPlugin, { name: 'errors' });
