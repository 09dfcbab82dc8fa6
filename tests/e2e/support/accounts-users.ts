/*
 * Helpers for the account and app-shell journeys. Every browser context gets its own fake
 * client address (the e2e server trusts X-Forwarded-For from 127.0.0.1), so sign-ups, from
 * the UI or the API, never meet the per-address limit in either project.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PASSWORD = 'Cape-coast-harmattan-2026';

export type Account = { id: string; name: string; email: string; password: string };
type Viewport = { width: number; height: number } | null;

/** An address in 198.18.0.0/15 (reserved for benchmarks), random enough never to repeat in a run. */
export function fakeAddress(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${randomBytes(4).toString('hex')}@campus.test`;
}

/** A fresh browser context in light mode at the project's size, with its own client address. */
export async function newAccountsContext(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  return browser.newContext({
    ...(viewport ? { viewport } : {}),
    colorScheme: 'light',
    extraHTTPHeaders: { 'X-Forwarded-For': fakeAddress() },
  });
}

/** Creates an account through the API and leaves `context` signed out. */
export async function createAccount(context: BrowserContext, name: string, institutionId: number): Promise<Account> {
  const email = uniqueEmail(name);
  const response = await context.request.post('/api/v1/auth/signup', { data: { name, email, password: PASSWORD, institutionId } });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  await context.clearCookies();
  return { id: user.id, name, email, password: PASSWORD };
}

/** Fills and sends the sign-in form of the page it is on. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The toast with this title and description (sonner renders both inside one list item). */
export function toast(page: Page, title: string, description: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description });
}

export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(toast(page, title, description)).toBeVisible();
}

/** The signed-in main navigation link visible at this size (sidebar on wide screens, top bar on phones). */
export function shellLink(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).filter({ visible: true });
}

export async function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase());
}

type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run through playwright.config.ts');
  return join(dataDir, 'outbox');
}

/** A mail file still being written does not parse yet; it counts once it does. */
async function readMail(file: string): Promise<OutboxMail | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as OutboxMail;
  } catch {
    return null;
  }
}

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const dir = outboxDir();
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(names.filter((name) => name.endsWith('.json')).map((name) => readMail(join(dir, name))));
  return mails.filter((mail): mail is OutboxMail => mail?.to === email).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waits until the outbox holds `count` mails to `email` and returns the newest. */
export async function newestMailTo(email: string, count = 1): Promise<OutboxMail> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(email);
        return mails.length;
      },
      { message: `mails to ${email} in the outbox` },
    )
    .toBeGreaterThanOrEqual(count);
  const newest = mails.at(-1);
  if (!newest) throw new Error(`no mail to ${email}`);
  return newest;
}

export function linkIn(mail: OutboxMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the mail "${mail.subject}"`);
  return link;
}
