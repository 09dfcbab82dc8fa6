/*
 * Users for the messaging journeys, made through the API (each from its own fake
 * address, so the per-address sign-up limit never bites), then signed in through the
 * sign-in page so the app holds its stored session as after a real sign-in.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';

export type MessagesUser = { id: string; name: string; email: string; password: string; page: Page };

const PASSWORD = 'Volta-river-sunrise-2026';

function fakeAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

/** A new browser context with a new account, signed in on its page. */
export async function messagesUser(browser: Browser, name: string, viewport: { width: number; height: number } | null): Promise<MessagesUser> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${randomBytes(4).toString('hex')}@campus.test`;
  const response = await context.request.post('/api/v1/auth/signup', {
    headers: { 'X-Forwarded-For': fakeAddress() },
    data: { name, email, password: PASSWORD, institutionId: 1000 },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };

  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  return { id: user.id, name, email, password: PASSWORD, page };
}
