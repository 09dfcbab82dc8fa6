import { expect, test, type Page } from '@playwright/test';
import { signedInUser } from './support/groups-users.ts';

/** How far the page reaches past the window's right edge, in CSS pixels (0 when nothing sticks out). */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a very long hashtag in a group post wraps instead of widening the page', async ({ browser }) => {
  const context = await browser.newContext();
  const { page } = await signedInUser(context, 'Ama Mensah');
  const tag = `Donoghue${'v'.repeat(60)}Stevenson`;

  await page.goto('/groups');
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Name').fill(`Torts circle ${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByLabel('Write to the group')).toBeVisible();

  await page.getByLabel('Write to the group').fill(`Read #${tag} tonight`);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const tagButton = page.getByRole('region', { name: 'Posts' }).getByRole('button', { name: `Show posts tagged #${tag}` });
  await expect(tagButton).toBeVisible();
  expect(await overflowX(page)).toBe(0);

  // Filtered by it, the "Showing posts tagged" line wraps too.
  await tagButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing posts tagged' })).toBeVisible();
  expect(await overflowX(page)).toBe(0);
  await context.close();
});
