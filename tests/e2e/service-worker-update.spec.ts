/*
 * Issue #17: the service worker installs, and a new version is announced with "A new version
 * is ready" and a Reload button, never while the student is typing; Reload lets it take over.
 * The new version is deployed to a server of the test's own (support/own-server.ts).
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(() => server.stop());

test('a new version waits until the student stops typing, and Reload lets it take over', async ({ page }) => {
  await page.goto(`${server.baseURL}/sign-in`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Installed: from the next load on, the worker answers the page.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.getByLabel('Email', { exact: true }).fill('ama@');
  appendFileSync(join(server.clientDir, 'sw.js'), '\n// the next version\n');
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
  // Installed and waiting, but the student is typing: no toast yet.
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page.getByText('A new version is ready')).toHaveCount(0);

  await page.getByRole('heading').first().click();
  const toast = page.getByRole('listitem').filter({ hasText: 'A new version is ready' });
  await expect(toast).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.addEventListener('controllerchange', () => sessionStorage.setItem('controller-changed', 'yes')));
  // The new worker takes over, and the page loads again under it.
  await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);

  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('controller-changed'))).toBe('yes');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  await expect(page.getByText('A new version is ready')).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
});
