/*
 * The one HTTP client: the only module that imports ky. It calls the contract's endpoints
 * (src/contract/endpoints.ts) below /api/v1, sends the session cookie, echoes the csrf
 * cookie on unsafe methods, parses the answer with the caller's contract schema, and
 * turns every failure into an ApiError carrying the contract's error body. A 401 from any
 * call but sign-in tells the app the session has expired.
 */
import ky, { HTTPError } from 'ky';
import type { z } from 'zod';
import { apiErrorSchema, type ApiError as ApiErrorBody } from '../../contract/common.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/headers.ts';
import { API_BASE_PATH, buildPath, endpoints, type Endpoint, type PathParams } from '../../contract/endpoints.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_COOKIE = 'csrf';
const CSRF_HEADER = 'X-CSRF-Token';
const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** False when the body was not the contract's error shape (a proxy page, no network). */
  readonly fromServer: boolean;

  constructor(body: ApiErrorBody, fromServer = true) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.statusCode;
    this.body = body;
    this.fromServer = fromServer;
  }

  get code(): string {
    return this.body.code;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** The app registers what a lost session means (toast, clear, go to sign-in). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

/** The socket was closed by the server because the session was revoked: the same as a 401. */
export function reportSessionRevoked(): void {
  unauthorizedHandler?.(new ApiError({ statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Your session was ended.' }));
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** The csrf cookie echoed as the server asks on unsafe methods; for requests made without ky (upload progress, tus). */
export function csrfHeaders(method: string): Record<string, string> {
  const token = UNSAFE_METHODS.has(method.toUpperCase()) ? readCookie(CSRF_COOKIE) : undefined;
  return token ? { [CSRF_HEADER]: token } : {};
}

const http = ky.create({
  prefixUrl: new URL(`${API_BASE_PATH}/`, globalThis.location.href).href,
  credentials: 'include',
  // React Query decides about retries; a second layer here would only multiply waits.
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        for (const [name, value] of Object.entries(csrfHeaders(request.method))) request.headers.set(name, value);
      },
    ],
  },
});

/** The error for a failed answer: the contract's error body when `body` is one. */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(parsed.data);
  const code = status >= 500 ? 'INTERNAL' : 'UNKNOWN';
  return new ApiError({ statusCode: status, error: statusText || 'Error', code, message: `The server answered ${status}.` }, false);
}

/** The error for a request that never got an answer. */
export function networkError(): ApiError {
  return new ApiError({ statusCode: 0, error: 'Network Error', code: 'NETWORK_ERROR', message: NETWORK_MESSAGE }, false);
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status, statusText } = error.response;
    return apiErrorOf(status, statusText, await error.response.json().catch(() => null));
  }
  if (error instanceof ApiError) return error;
  return networkError();
}

/** Passes `error` on, first telling the app a 401 means its session is gone (from any call but sign-in). */
export function reportApiError(endpoint: Endpoint, error: ApiError): ApiError {
  if (error.status === 401 && endpoint.path !== endpoints.auth.signIn.path) unauthorizedHandler?.(error);
  return error;
}

export type SearchParams = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  json?: unknown;
  body?: FormData;
  searchParams?: SearchParams;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: a creating POST sent again with the same key acts once (API.md). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
};

/** The options, which must name the path's parameters when it has any. */
type CallArgs<E extends Endpoint> = [keyof PathParams<E['path']>] extends [never]
  ? [options?: RequestOptions]
  : [options: RequestOptions & { params: PathParams<E['path']> }];

function cleanSearchParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] != null && entry[1] !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/**
 * Calls `endpoint` and answers its body as `schema` reads it: `callApi(endpoints.posts.delete, deletedSchema, { params: { id } })`.
 * The schema may still be loading (a dynamic import): it loads beside the request.
 */
export async function callApi<E extends Endpoint, S extends z.ZodType>(endpoint: E, schema: S | PromiseLike<S>, ...[options = {}]: CallArgs<E>): Promise<z.output<S>> {
  const params = 'params' in options ? options.params : {};
  const input = buildPath<string>(endpoint, params).replace(/^\/+/, '');
  let data: unknown;
  try {
    const response = await http(input, {
      method: endpoint.method,
      json: options.json,
      body: options.body,
      searchParams: cleanSearchParams(options.searchParams),
      signal: options.signal,
      headers: { ...options.headers, ...(options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}) },
    });
    data = await response.json();
  } catch (error) {
    throw reportApiError(endpoint, await toApiError(error));
  }
  return (await schema).parse(data);
}

/** The server's sentence for an error, or the fallback when there is none to show. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.body.message ? error.body.message : fallback;
}
