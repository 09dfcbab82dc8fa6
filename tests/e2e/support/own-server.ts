/*
 * A server of the test's own, serving its own copy of the built client, for a journey that
 * must change what is deployed (a new service worker) without touching the shared server.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from '@playwright/test';

export type OwnServer = { baseURL: string; clientDir: string; stop: () => void };

export async function startOwnServer(): Promise<OwnServer> {
  // The server serves `dist/client` under its working directory, so it gets a directory of its own.
  const home = mkdtempSync(join(tmpdir(), 'campus-own-server-'));
  const clientDir = join(home, 'dist', 'client');
  cpSync(resolve('dist/client'), clientDir, { recursive: true });
  const port = 30000 + Math.floor(Math.random() * 10000);
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, resolve('src/server/main.ts')], {
    cwd: home,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(home, 'data'), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await expect
    .poll(() => fetch(`${baseURL}/api/v1/health`).then((response) => response.ok).catch(() => false), { timeout: 60_000 })
    .toBe(true);
  return { baseURL, clientDir, stop: () => child.kill('SIGTERM') };
}
