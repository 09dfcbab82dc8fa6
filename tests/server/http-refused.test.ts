/*
 * What Node's HTTP parser refuses before a request exists (an address too large, a request
 * line that is not HTTP, bad chunked encoding) is answered in the contract's error shape.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { rawConnect } from './support/raw-http.ts';
import { listen } from './support/sockets.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
});
afterAll(async () => t.close());

describe('a request the HTTP parser refuses', () => {
  it.each([
    ['an address of 60 KB', `GET /api/v1/health?q=${'x'.repeat(60_000)} HTTP/1.1\r\nHost: campus.test\r\n\r\n`, 431],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n', 400],
    ['bad chunked encoding', 'POST /api/v1/posts/create HTTP/1.1\r\nHost: campus.test\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', 400],
  ])('%s: its status in the contract’s shape, with a request id, and the connection closed', async (_label, request, status) => {
    const logged = vi.spyOn(t.app.log, 'info');
    const connection = await rawConnect(baseUrl);
    await connection.write(request);
    const response = await connection.response();
    expect(response.status).toBe(status);
    expect(apiErrorSchema.parse(JSON.parse(response.body))).toMatchObject({ statusCode: status, code: 'VALIDATION_FAILED' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Logged under the request id the answer carries.
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ requestId: response.headers['x-request-id'], statusCode: status }), 'refused by the HTTP parser');
    logged.mockRestore();
    await connection.closed();
  });
});
