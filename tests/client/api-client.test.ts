import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, callApi, setUnauthorizedHandler } from '../../src/client/lib/api-client.ts';
import { deletedSchema } from '../../src/contract/common.ts';
import { buildPath, endpoints, type Endpoint } from '../../src/contract/endpoints.ts';
import { MOCK_CSRF } from '../mocks/db.ts';
import { mockEndpoint } from '../mocks/endpoint.ts';
import { apiError } from '../mocks/errors.ts';
import { server } from '../mocks/server.ts';

const echoSchema = z.object({ csrf: z.string().nullable(), url: z.string() });
const echo = ({ request }: { request: Request }) => HttpResponse.json({ csrf: request.headers.get('x-csrf-token'), url: request.url });

const things = (method: Endpoint['method']) => ({ method, path: '/things/:id' }) as const;

afterEach(() => setUnauthorizedHandler(undefined));

describe('api client', () => {
  it('calls an endpoint below /api/v1 with its parameters encoded, and echoes the csrf cookie on unsafe methods only', async () => {
    server.use(http.get('/api/v1/things/:id', echo), http.post('/api/v1/things/:id', echo), http.delete('/api/v1/things/:id', echo));

    const read = await callApi(things('get'), echoSchema, { params: { id: 'a/b c' }, searchParams: { q: 'law', empty: '', none: undefined } });
    expect(read.csrf).toBeNull();
    expect(new URL(read.url).pathname).toBe('/api/v1/things/a%2Fb%20c');
    expect(new URL(read.url).search).toBe('?q=law');

    expect((await callApi(things('post'), echoSchema, { params: { id: '1' }, json: {} })).csrf).toBe(MOCK_CSRF);
    expect((await callApi(things('delete'), echoSchema, { params: { id: '1' } })).csrf).toBe(MOCK_CSRF);
  });

  it('builds paths with every parameter filled in', () => {
    expect(buildPath(endpoints.groups.setMemberRole, { id: 'group 1', userId: 'user-2' })).toBe('/groups/group%201/members/user-2');
    expect(buildPath(endpoints.posts.list, {})).toBe('/posts');
  });

  it('sends an Idempotency-Key only when the caller gives one', async () => {
    const keySchema = z.object({ key: z.string().nullable() });
    server.use(http.post('/api/v1/things', ({ request }) => HttpResponse.json({ key: request.headers.get('idempotency-key') })));

    const things = { method: 'post', path: '/things' } as const;
    expect(await callApi(things, keySchema, { json: {}, idempotencyKey: 'outbox-0192-a' })).toEqual({ key: 'outbox-0192-a' });
    expect(await callApi(things, keySchema, { json: {} })).toEqual({ key: null });
  });

  it('throws an ApiError with the contract error body and status', async () => {
    server.use(mockEndpoint(endpoints.posts.detail, () => apiError(404, 'NOT_FOUND', 'Post not found.')));
    const error = await callApi(endpoints.posts.detail, echoSchema, { params: { id: 'missing' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Post not found.', fromServer: true });
  });

  it('reports a 401 as a lost session, except from sign-in', async () => {
    const seen: string[] = [];
    setUnauthorizedHandler((error) => seen.push(error.code));
    server.use(
      mockEndpoint(endpoints.notifications.list, () => apiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.')),
      mockEndpoint(endpoints.auth.signIn, () => apiError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect.')),
    );

    await expect(callApi(endpoints.auth.signIn, echoSchema, { json: {} })).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([]);
    await expect(callApi(endpoints.notifications.list, echoSchema)).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['UNAUTHENTICATED']);
  });

  it('turns a network failure into an ApiError that is not the server’s word', async () => {
    server.use(mockEndpoint(endpoints.system.health, () => HttpResponse.error()));
    await expect(callApi(endpoints.system.health, echoSchema)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', fromServer: false });
  });
});

// Checked by tsc, never run: an endpoint's path parameters are required, and only those.
function _pathParameterTypes() {
  // @ts-expect-error :id is missing
  void callApi(endpoints.posts.delete, deletedSchema);
  // @ts-expect-error postId is not a parameter of /posts/delete/:id
  void callApi(endpoints.posts.delete, deletedSchema, { params: { postId: 'post-1' } });
}
