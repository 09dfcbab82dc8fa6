/*
 * Issue 19's browser-bound points: the desktop chat panel (Escape, room beside the feed,
 * Tab order) and the group page on a phone (the header folds so the posts start on the
 * first screen).
 */
import { expect, test, type Page } from '@playwright/test';
import { messagesUser, type MessagesUser } from './support/messages-users.ts';

async function api(user: MessagesUser, method: 'POST' | 'PUT', path: string, data: unknown) {
  const context = user.page.context();
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const response = await context.request.fetch(`/api/v1${path}`, { method, data, headers: { 'X-CSRF-Token': csrf } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ id: string }>;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

// Each journey sets its own screen size (the panel is for wide screens, the folded header for
// phones), so it means the same in every project.
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 800 };

test('the desktop chat panel sits beside the feed, closes on Escape, and comes after the skip link', async ({ browser }) => {
  const ama = await messagesUser(browser, 'Ama Owusu', WIDE);
  const page = ama.page;
  await page.goto('/feed');
  await expect(page.getByRole('textbox', { name: 'Write a post' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  await page.getByRole('button', { name: 'Open chats' }).click();
  const panel = page.getByRole('region', { name: 'Chats' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  const panelBox = await box(page, 'section[data-chat-panel]');
  // The feed column moves left: nothing of it lies under the panel.
  await expect.poll(async () => (await box(page, 'main#main')).x + (await box(page, 'main#main')).width).toBeLessThanOrEqual(panelBox.x);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chats' })).toBeFocused();
});

test('on a phone the group header folds, so the first post shows on the first screen', async ({ browser }) => {
  const kofi = await messagesUser(browser, 'Kofi Mensah', PHONE);
  const description = 'We meet every Friday at 4 in the moot court room to go through past questions on negligence, nuisance and defamation, then share notes.';
  const group = await api(kofi, 'POST', '/groups/create', { name: 'Law of Torts revision circle', description });
  await api(kofi, 'POST', '/groups/new-message', { groupId: group.id, message: 'First: read Donoghue v Stevenson #negligence' });

  const page = kofi.page;
  await page.goto(`/groups/${group.id}`);
  const firstPost = page.getByRole('region', { name: 'Posts' }).getByRole('article').first();
  await expect(firstPost).toContainText('Donoghue v Stevenson');
  const postBox = await firstPost.boundingBox();
  expect(postBox && postBox.y + 40).toBeLessThan(PHONE.height);

  const description_ = page.getByText(description);
  await expect(description_).toBeHidden();
  await page.getByRole('button', { name: 'About' }).click();
  await expect(description_).toBeVisible();
  await expect(page.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'true');
});
