import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/common.ts';
import { institutions } from '../../src/contract/institutions.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { as, signUp } from './support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

function contrastWithWhite(hex: string): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (luminance + 0.05);
}

describe('server core', () => {
  it('answers health with the database and realtime kinds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.config.databaseUrl ? 'postgres' : 'sqlite', realtime: 'local' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('sends the security headers on every response, API and error alike', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-thing']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
      // Plain http here: no HSTS unless PUBLIC_URL is https.
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers an unknown API path with 404 in the contract shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', error: 'Not Found' });
  });

  it('answers a wrong method on a known path with 405', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/signOut' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(response.headers.allow).toContain('POST');
    for (const id of ['x'.repeat(150), 'comments']) {
      const like = await t.app.inject({ method: 'GET', url: `/api/v1/posts/like/${id}` });
      expect(like.statusCode, id).toBe(405);
      expect(like.headers.allow).toBe('POST');
    }
  });

  it('refuses malformed JSON with 400 INVALID_JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signIn',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('takes an empty body announced as JSON as no body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signIn',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signIn',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a path segment too long or badly encoded to route with 404 in the contract shape', async () => {
    for (const url of [`/api/v1/posts/like/${'x'.repeat(300)}`, '/api/v1/posts/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', error: 'Not Found' });
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('refuses an id longer than any id with 400 VALIDATION_FAILED', async () => {
    const student = await signUp(t.app);
    const response = await as(t.app, student)({ method: 'POST', url: `/api/v1/posts/like/${'x'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('accepts a trailing slash on every path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/institutions/' });
    expect(response.statusCode).toBe(200);
  });

  it('lists the 18 institutions in the spec order, each readable in white on its primary colour', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/institutions' });
    const { items } = response.json<{ items: typeof institutions }>();
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 18 }, (_, i) => 1000 + i));
    expect(items[1]?.name).toBe('Kwame Nkrumah University of Science and Technology');
    expect(items.filter((item) => item.kind === 'campus').map((item) => item.id)).toEqual([1014, 1015, 1016, 1017]);
    for (const item of items) {
      expect(item.schoolCode).toBe(item.id);
      expect(contrastWithWhite(item.colors.primary), item.name).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(item.colors.hover), item.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('publishes an OpenAPI document and a docs page without a session', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths).toHaveProperty('/api/v1/auth/signup');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('asks for a session everywhere else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
