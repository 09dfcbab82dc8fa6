/*
 * Users for the groups journeys, made through the API (each from its own fake address,
 * so the per-address sign-up limit never bites), then signed in through the sign-in
 * page so the app has its stored session as after a real sign-in.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';

export type TestUser = { id: string; name: string; email: string; password: string };

const PASSWORD = 'Ashanti-kente-weave-2026';

function fakeAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

export async function createUser(context: BrowserContext, name: string): Promise<TestUser> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${randomBytes(4).toString('hex')}@campus.test`;
  const response = await context.request.post('/api/v1/auth/signup', {
    headers: { 'X-Forwarded-For': fakeAddress() },
    data: { name, email, password: PASSWORD, institutionId: 1000 },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, name, email, password: PASSWORD };
}

export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
}

/** A fresh browser context with a new user, signed in on its page. */
export async function signedInUser(context: BrowserContext, name: string): Promise<{ user: TestUser; page: Page }> {
  const user = await createUser(context, name);
  const page = await context.newPage();
  await signIn(page, user);
  return { user, page };
}
