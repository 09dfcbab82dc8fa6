import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '../../contract/common.ts';

/** An error the client is meant to see: status, stable code and a sentence a person can read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `${what} not found.`);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, 'FORBIDDEN', message);
export const badRequest = (code: ErrorCode, message: string) => new HttpError(400, code, message);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);
/** The server cannot answer for now (it is shutting down, or its database is unreachable); try again soon. */
export const serviceUnavailable = () =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.', { 'Retry-After': '5' });
export const methodNotAllowed = (method: string, allowed: string[]) =>
  new HttpError(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here; use ${allowed.join(' or ')}.`, { Allow: allowed.join(', ') });

export function reasonPhrase(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

/** A 400 about one field, in the same shape as a schema validation failure. */
export const invalidField = (path: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, {}, [{ path, message }]);
