/*
 * The admin of the safety journeys: the fixed address the e2e server has in ADMIN_EMAILS
 * (playwright.config.ts), signed up by whichever test needs it first and signed in on
 * its own page after that.
 */
import { expect, type Browser } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { E2E_ADMIN_EMAIL } from './e2e-admin.ts';
import { signInOnPage, type FeedUser } from './feed-users.ts';

const PASSWORD = 'Kakum-canopy-walk-2026';

export async function adminUser(browser: Browser, viewport: { width: number; height: number } | null): Promise<FeedUser> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const response = await context.request.post('/api/v1/auth/signup', {
    headers: { 'X-Forwarded-For': `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}` },
    data: { name: 'Campus Moderator', email: E2E_ADMIN_EMAIL, password: PASSWORD, institutionId: 1000 },
  });
  // 409: the other project's run signed it up already.
  expect([201, 409], await response.text()).toContain(response.status());

  const page = await signInOnPage(context, E2E_ADMIN_EMAIL, PASSWORD);
  const me = (await (await context.request.get('/api/v1/auth/user')).json()) as { id: string; role: string };
  expect(me.role).toBe('admin');
  return { id: me.id, name: 'Campus Moderator', email: E2E_ADMIN_EMAIL, context, page };
}
