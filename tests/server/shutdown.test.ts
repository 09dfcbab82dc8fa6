/*
 * A request that reaches a closing server is told so in the contract's error shape, with
 * its request id, and may try again (another instance, or this one once restarted).
 */
import { describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { rawConnect } from './support/raw-http.ts';
import { listen } from './support/sockets.ts';
import { startTestApp } from './support/test-app.ts';

describe('a request arriving while the server shuts down', () => {
  it('gets 503 SERVICE_UNAVAILABLE in the contract shape, with X-Request-Id and Retry-After', async () => {
    const t = await startTestApp();
    const connection = await rawConnect(await listen(t.app));
    // Headers begun but unfinished: the connection is busy, so closing waits for it.
    await connection.write('GET /api/v1/health HTTP/1.1\r\nHost: campus.test\r\n');
    const closing = t.close();
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));

    await connection.write('Accept: application/json\r\n\r\n');
    const response = await connection.response();

    expect(response.status).toBe(503);
    const body = apiErrorSchema.parse(JSON.parse(response.body));
    expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE' });
    expect(response.headers['x-request-id']).toMatch(/\S/);
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers.connection).toBe('close');
    await connection.closed();
    await closing;
  });
});
