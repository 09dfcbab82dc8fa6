/*
 * Students for the feed journeys: each in its own browser context, its account made
 * through the API from its own fake address (so the per-address sign-up limit never
 * bites), then signed in on the sign-in page so the app holds its stored session as
 * after a real sign-in.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';

export type FeedUser = { id: string; name: string; email: string; context: BrowserContext; page: Page };

const PASSWORD = 'Cape-coast-harmattan-2026';

function fakeAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

type Options = { institutionId: number; viewport: { width: number; height: number } | null };

export async function feedUser(browser: Browser, name: string, { institutionId, viewport }: Options): Promise<FeedUser> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${randomBytes(4).toString('hex')}@campus.test`;
  const response = await context.request.post('/api/v1/auth/signup', {
    headers: { 'X-Forwarded-For': fakeAddress() },
    data: { name, email, password: PASSWORD, institutionId },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };

  const page = await signInOnPage(context, email, PASSWORD);
  return { id: user.id, name, email, context, page };
}

/** A new page of `context`, signed in through the sign-in page. */
export async function signInOnPage(context: BrowserContext, email: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  return page;
}

/** Waits until `user` has a live socket, as `viewer` can see from the user's presence. */
export async function waitUntilOnline(viewer: FeedUser, user: FeedUser): Promise<void> {
  await expect
    .poll(async () => {
      const response = await viewer.context.request.get(`/api/v1/auth/user-profile/${user.id}`);
      return ((await response.json()) as { online?: boolean }).online;
    })
    .toBe(true);
}
