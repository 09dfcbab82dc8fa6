/*
 * MSW handlers for the contract's endpoints (src/contract/endpoints.ts): the method and
 * the path come from the contract, so a handler answers exactly what the client calls
 * and the server serves. Handlers read request bodies with the contract's schemas
 * (readBody) and parse their answers with them, as the server's route schemas do.
 */
import { http, type DefaultBodyType, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import type { z } from 'zod';
import { API_BASE_PATH, type Endpoint, type PathParams } from '../../src/contract/endpoints.ts';
import { apiError } from './errors.ts';

/** Answers `endpoint` with `resolver`; tests override one with `server.use(mockEndpoint(...))`. */
export function mockEndpoint<E extends Endpoint>(endpoint: E, resolver: HttpResponseResolver<PathParams<E['path']>>, options?: RequestHandlerOptions) {
  return http[endpoint.method]<PathParams<E['path']>, DefaultBodyType, DefaultBodyType>(`${API_BASE_PATH}${endpoint.path}`, resolver, options);
}

/** The request's JSON body as the contract's `schema` reads it; any other body ends the handler with the server's 400. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  // MSW sends a thrown response as the answer.
  throw apiError(400, 'VALIDATION_FAILED', issue ? `body.${issue.path.join('.')}: ${issue.message}` : 'The request is not valid.');
}
