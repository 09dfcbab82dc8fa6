import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './tests/e2e/support/e2e-admin.ts';

// Chosen once in the runner; workers inherit them through the environment.
process.env.E2E_PORT ??= String(41000 + Math.floor(Math.random() * 9000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'campus-e2e-'));
process.env.E2E_MOCKS_PORT ??= String(Number(process.env.E2E_PORT) + 1);

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// The mocked app (tests/mocks/browser): a `mocks`-mode build served statically, MSW in the page, no server.
const mocksURL = `http://127.0.0.1:${process.env.E2E_MOCKS_PORT}`;
const MOCKS_SPECS = /[\\/]e2e[\\/]mocks[\\/][^\\/]+\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'phone', testIgnore: MOCKS_SPECS, use: { ...devices['Pixel 5'], viewport: { width: 360, height: 800 } } },
    { name: 'desktop', testIgnore: MOCKS_SPECS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mocks', testMatch: MOCKS_SPECS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: mocksURL } },
  ],
  webServer: [
    {
      // test:e2e builds the client first; the server then serves that build.
      command: 'node --import tsx src/server/main.ts',
      url: `${baseURL}/api/v1/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: process.env.E2E_PORT, HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn', ADMIN_EMAILS: E2E_ADMIN_EMAIL },
    },
    {
      // Built here, so a run of the real-server projects alone (npx vite build && npx playwright test …) needs no other step.
      command: `npx vite build --mode mocks --logLevel warn && npx vite preview --mode mocks --host 127.0.0.1 --port ${process.env.E2E_MOCKS_PORT} --strictPort`,
      url: `${mocksURL}/mockServiceWorker.js`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
