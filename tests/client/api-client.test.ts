import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiClient, setUnauthorizedHandler } from '../../src/client/lib/api-client.ts';
import { MOCK_CSRF } from '../mocks/db.ts';
import { apiError } from '../mocks/errors.ts';
import { server } from '../mocks/server.ts';

const echoSchema = z.object({ csrf: z.string().nullable(), url: z.string() });
const echo = ({ request }: { request: Request }) =>
  HttpResponse.json({ csrf: request.headers.get('x-csrf-token'), url: request.url });

afterEach(() => setUnauthorizedHandler(undefined));

describe('api client', () => {
  it('prefixes /api/v1 and echoes the csrf cookie on unsafe methods only', async () => {
    server.use(http.get('/api/v1/things', echo), http.post('/api/v1/things', echo), http.delete('/api/v1/things', echo));

    const read = await apiClient.get('/things', echoSchema, { searchParams: { q: 'law', empty: '', none: undefined } });
    expect(read.csrf).toBeNull();
    expect(new URL(read.url).pathname).toBe('/api/v1/things');
    expect(new URL(read.url).search).toBe('?q=law');

    expect((await apiClient.post('/things', echoSchema, { json: {} })).csrf).toBe(MOCK_CSRF);
    expect((await apiClient.delete('/things', echoSchema)).csrf).toBe(MOCK_CSRF);
  });

  it('throws an ApiError with the contract error body and status', async () => {
    server.use(http.get('/api/v1/missing', () => apiError(404, 'NOT_FOUND', 'Post not found.')));
    const error = await apiClient.get('/missing', echoSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Post not found.', fromServer: true });
  });

  it('reports a 401 as a lost session, except from sign-in', async () => {
    const seen: string[] = [];
    setUnauthorizedHandler((error) => seen.push(error.code));
    server.use(
      http.get('/api/v1/notifications', () => apiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.')),
      http.post('/api/v1/auth/signIn', () => apiError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect.')),
    );

    await expect(apiClient.post('/auth/signIn', echoSchema, { json: {} })).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([]);
    await expect(apiClient.get('/notifications', echoSchema)).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['UNAUTHENTICATED']);
  });

  it('turns a network failure into an ApiError that is not the server’s word', async () => {
    server.use(http.get('/api/v1/health', () => HttpResponse.error()));
    await expect(apiClient.get('/health', echoSchema)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', fromServer: false });
  });
});
