/*
 * The one HTTP client: the only module that imports ky. It prefixes /api/v1, sends the
 * session cookie, echoes the csrf cookie on unsafe methods, and turns every failure into
 * an ApiError carrying the contract's error body. A 401 from any call but sign-in tells
 * the app the session has expired.
 */
import ky, { HTTPError } from 'ky';
import type { z } from 'zod';
import { apiErrorSchema, type ApiError as ApiErrorBody } from '../../contract/common.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_COOKIE = 'csrf';
const CSRF_HEADER = 'X-CSRF-Token';
const SIGN_IN_PATH = 'auth/signIn';
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

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

const http = ky.create({
  prefixUrl: new URL('/api/v1/', globalThis.location.href).href,
  credentials: 'include',
  // React Query decides about retries; a second layer here would only multiply waits.
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        if (!UNSAFE_METHODS.has(request.method)) return;
        const token = readCookie(CSRF_COOKIE);
        if (token) request.headers.set(CSRF_HEADER, token);
      },
    ],
  },
});

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status, statusText } = error.response;
    const parsed = apiErrorSchema.safeParse(await error.response.json().catch(() => null));
    if (parsed.success) return new ApiError(parsed.data);
    const code = status >= 500 ? 'INTERNAL' : 'UNKNOWN';
    return new ApiError({ statusCode: status, error: statusText || 'Error', code, message: `The server answered ${status}.` }, false);
  }
  if (error instanceof ApiError) return error;
  return new ApiError({ statusCode: 0, error: 'Network Error', code: 'NETWORK_ERROR', message: NETWORK_MESSAGE }, false);
}

export type SearchParams = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  json?: unknown;
  body?: FormData;
  searchParams?: SearchParams;
  signal?: AbortSignal;
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

function cleanSearchParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] != null && entry[1] !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

async function request<S extends z.ZodType>(method: Method, path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const input = path.replace(/^\/+/, '');
  let data: unknown;
  try {
    const response = await http(input, {
      method,
      json: options.json,
      body: options.body,
      searchParams: cleanSearchParams(options.searchParams),
      signal: options.signal,
    });
    data = await response.json();
  } catch (error) {
    const apiError = await toApiError(error);
    if (apiError.status === 401 && !input.startsWith(SIGN_IN_PATH)) unauthorizedHandler?.(apiError);
    throw apiError;
  }
  return schema.parse(data);
}

export const apiClient = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('get', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('post', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('put', path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('patch', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('delete', path, schema, options),
};

/** The server's sentence for an error, or the fallback when there is none to show. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.body.message ? error.body.message : fallback;
}
