import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createAccount, expectToast, newAccountsContext, shellLink, submitSignIn, type Account } from './support/accounts-users.ts';

const OFFLINE_TEXT = 'There seems to be an issue with your internet connection';

async function signIn(context: BrowserContext, account: Account): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/sign-in');
  await submitSignIn(page, account.email, account.password);
  await expectToast(page, 'Success', 'You have successfully logged in.');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.name.split(' ')[0]}`, level: 1 })).toBeVisible();
  return page;
}

test("signing in and opening the feed break none of the page's own security policy", async ({ browser, viewport }) => {
  const context = await newAccountsContext(browser, viewport);
  await context.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
  });
  const page = await signIn(context, await createAccount(context, 'Efua Sarpong', 1007));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Efua', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await context.close();
});

test('the offline banner comes and goes with the connection', async ({ browser, viewport }) => {
  const context = await newAccountsContext(browser, viewport);
  const page = await signIn(context, await createAccount(context, 'Kwesi Ofori', 1005));
  const banner = page.getByRole('alert').filter({ hasText: OFFLINE_TEXT });
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome, Kwesi', level: 1 })).toBeVisible();
  await context.close();
});

test('a session revoked on the server ends with the expiry toast and sign-in', async ({ browser, viewport, playwright, baseURL }) => {
  const context = await newAccountsContext(browser, viewport);
  const account = await createAccount(context, 'Akosua Frimpong', 1006);
  const page = await signIn(context, account);
  await shellLink(page, 'Settings').click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Signed out elsewhere with the same session: the browser keeps its now-dead cookies.
  const cookies = await context.cookies();
  const cookie = (name: string) => cookies.find((item) => item.name === name)?.value ?? '';
  const elsewhere = await playwright.request.newContext({ baseURL });
  const revoked = await elsewhere.post('/api/v1/auth/signOut', {
    headers: { Cookie: `sid=${cookie('sid')}; csrf=${cookie('csrf')}`, 'X-CSRF-Token': cookie('csrf') },
  });
  expect(revoked.status(), await revoked.text()).toBe(200);
  await elsewhere.dispose();
  expect((await context.cookies()).map((item) => item.name)).toContain('sid');

  // The server closes that session's socket, and the page leaves at once: no reload, no click.
  await expectToast(page, 'Authentication Error.', 'You session has expired. Please login again.');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fsettings$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

  // Signing in again brings the user back where the session ended.
  await submitSignIn(page, account.email, account.password);
  await expectToast(page, 'Success', 'You have successfully logged in.');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await context.close();
});

test('the app is installable: manifest and Chromium agree', async ({ playwright, launchOptions, baseURL, viewport, request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { display: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest.display).toBe('standalone');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((item) => item.sizes === size && item.type === 'image/png');
    expect(icon, `a ${size} PNG icon`).toBeDefined();
    const image = await request.get(icon?.src ?? '');
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toContain('image/png');
  }

  // Chromium never offers to install from an incognito profile, which every ordinary
  // Playwright context is; a persistent profile is what a real visitor has.
  const profileDir = await mkdtemp(join(tmpdir(), 'campus-e2e-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profileDir, { ...launchOptions, baseURL, ...(viewport ? { viewport } : {}) });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const manifestInfo = await cdp.send('Page.getAppManifest');
    expect(manifestInfo.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profileDir, { recursive: true, force: true });
  }
});
