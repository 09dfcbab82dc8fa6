/*
 * Signing people up and calling the API as them. Each sign-up comes from its own
 * made-up address so the per-IP sign-up limit never gets in a test's way.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Me } from '../../../src/contract/users.ts';
import type { App } from '../../../src/server/app.ts';

export type TestUser = { token: string; user: Me; password: string; email: string };

let counter = 0;
const nextIp = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

export const DEFAULT_PASSWORD = 'kente-cloth-2026';

export async function signUp(
  app: App,
  fields: Partial<{ name: string; email: string; password: string; institutionId: number }> = {},
): Promise<TestUser> {
  counter += 1;
  const body = {
    name: fields.name ?? `Student ${counter}`,
    email: fields.email ?? `student${counter}.${Date.now()}@campus.test`,
    password: fields.password ?? DEFAULT_PASSWORD,
    institutionId: fields.institutionId ?? 1000,
  };
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body, remoteAddress: nextIp() });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const json = response.json<{ token: string; user: Me }>();
  return { ...json, password: body.password, email: body.email };
}

type Call = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/** Calls the API with the user's Bearer token (no CSRF needed for Bearer). */
export function as(app: App, user: { token: string }) {
  return (options: Call): Promise<LightMyRequestResponse> =>
    app.inject({ ...options, headers: { authorization: `Bearer ${user.token}`, ...options.headers } } as InjectOptions);
}

/** The cookies a browser would hold after a sign-in response. */
export function cookiesOf(response: LightMyRequestResponse): { sid: string; csrf: string } {
  const jar = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  if (!jar.sid || !jar.csrf) throw new Error('no session cookies in response');
  return { sid: jar.sid, csrf: jar.csrf };
}
