/*
 * Helpers for the accounts suites: calling as a browser would (cookies + CSRF header),
 * reading error bodies through the contract schema, and unique addresses.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, type ApiError } from '../../../src/contract/common.ts';
import type { App } from '../../../src/server/app.ts';

let sequence = 0;

/** A fresh address and IP for each call, so one test never eats another's rate-limit allowance. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${process.pid}@campus.test`;
}

export function uniqueIp(): string {
  sequence += 1;
  return `172.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

/** The response's error body, parsed with the contract's error schema. */
export function errorOf(response: LightMyRequestResponse): ApiError {
  return apiErrorSchema.parse(response.json());
}

export async function signIn(
  app: App,
  email: string,
  password: string,
  remoteAddress = uniqueIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/auth/signIn', payload: { email, password }, remoteAddress });
}

export type Browser = { sid: string; csrf: string };

type Call = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/** Calls as a browser holding the session cookies; `csrf: false` leaves the header out. */
export function asBrowser(app: App, jar: Browser, options: { csrf?: boolean | string } = {}) {
  return (call: Call): Promise<LightMyRequestResponse> => {
    const csrfHeader = options.csrf === false ? {} : { 'x-csrf-token': typeof options.csrf === 'string' ? options.csrf : jar.csrf };
    return app.inject({
      ...call,
      cookies: { sid: jar.sid, csrf: jar.csrf },
      headers: { ...csrfHeader, ...call.headers },
    } as InjectOptions);
  };
}

/** Asks validate-token with a Bearer token; 200 while the session lives, 401 after. */
export async function validateStatus(app: App, token: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/auth/validate-token', headers: { authorization: `Bearer ${token}` } });
  return response.statusCode;
}

/** Resolves once the work the app goes on with after answering (a reset link's mail) is done. */
export function backgroundWorkDone(app: App): Promise<void> {
  return app.requestsInFlight.drained();
}

/** How many of the responses had each status, such as `{ 401: 5, 429: 35 }`. */
export function statusCounts(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}
