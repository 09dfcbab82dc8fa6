/*
 * TRUST_PROXY: whose X-Forwarded-For to believe. The per-IP limits key on the address it
 * gives, so a client must never be able to choose it by writing the header itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { startTestApp } from './support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'campus-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY });

function problemsOf(TRUST_PROXY: string): string[] {
  try {
    load(TRUST_PROXY);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';

describe('TRUST_PROXY', () => {
  it('believes nobody by default', () => {
    for (const off of ['', 'false', '0']) expect(load(off).trustProxy, off).toBe(false);
  });

  it('takes proxies’ addresses and CIDRs', () => {
    expect(load(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback').trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses true, and anything that is neither a hop count nor addresses, with one clear line', () => {
    const message =
      'TRUST_PROXY must be the number of proxies in front of the app (such as 1) or a comma list of their addresses/CIDRs (such as 127.0.0.1,10.0.0.0/8); true is refused because it would believe the X-Forwarded-For any client makes up';
    for (const bad of ['true', 'yes', '1.5', '-1', '10.0.0.300', '10.0.0.0/33', '127.0.0.1,', 'proxy.example.com']) {
      expect(problemsOf(bad), bad).toEqual([message]);
    }
  });

  for (const [setting, value] of [
    ['a hop count', '1'],
    ['the proxy’s address', '10.0.0.0/8'],
  ] as const) {
    it(`with ${setting}, limits the address the proxy saw, not the one a client wrote into X-Forwarded-For`, async () => {
      const t = await startTestApp({ trustProxy: load(value).trustProxy });
      try {
        // Every sign-up attempt counts against its IP, 10 an hour, even an invalid one.
        const signUpThroughProxy = (forwardedFor: string) =>
          t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: {}, remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });
        for (let n = 1; n <= 10; n += 1) expect((await signUpThroughProxy(`198.51.100.${n}, ${CLIENT}`)).statusCode).toBe(400);
        expect((await signUpThroughProxy(`198.51.100.11, ${CLIENT}`)).statusCode).toBe(429);
        expect((await signUpThroughProxy(`198.51.100.11, 203.0.113.8`)).statusCode).toBe(400);
      } finally {
        await t.close();
      }
    });
  }
});
