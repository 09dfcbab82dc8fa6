import { expect, test, type Page } from '@playwright/test';
import { messagesUser } from './support/messages-users.ts';
import { mainNav } from './support/navigation.ts';

const navBadge = (page: Page) => mainNav(page).getByTestId('messages-badge');

test('two students message each other live: unread badge, read on open, replies', async ({ browser, viewport }) => {
  const abena = await messagesUser(browser, 'Abena Asante', viewport);
  const yaw = await messagesUser(browser, 'Yaw Darko', viewport);
  const a = abena.page;
  const b = yaw.page;
  await expect(a.getByRole('heading', { name: 'Welcome, Abena' })).toBeVisible();
  await expect(navBadge(a)).toHaveCount(0);

  // Yaw starts the conversation from Abena's profile.
  await b.goto(`/profile/${abena.id}`);
  await b.getByRole('button', { name: 'Message' }).click();
  await expect(b).toHaveURL(/\/messages\/[^/]+$/);
  await expect(b.getByRole('heading', { name: 'Abena Asante', level: 1 })).toBeVisible();
  // Online means Abena's socket is up, so the message will reach her live.
  await expect(b.getByText('Online', { exact: true })).toBeVisible();
  const conversationUrl = b.url();

  const composerB = b.getByRole('textbox', { name: 'Write a message' });
  await composerB.fill('Hi Abena, do you have the land law outline?');
  await composerB.press('Enter');
  const sent = b.getByRole('log').getByRole('listitem').filter({ hasText: 'Hi Abena, do you have the land law outline?' });
  await expect(sent).toHaveAttribute('data-status', 'sent');

  // Abena's unread badge goes up without a reload.
  await expect(navBadge(a)).toHaveText(/^1/);

  await mainNav(a).getByRole('link', { name: /Messages/ }).click();
  await expect(a).toHaveURL(/\/messages$/);
  // The inbox row links to the conversation; profile links elsewhere may carry the same name.
  const row = a.locator(`a[href="${new URL(conversationUrl).pathname}"]`);
  await expect(row).toContainText('Hi Abena, do you have the land law outline?');
  await expect(row).toContainText('1 unread');
  await row.click();
  await expect(a).toHaveURL(conversationUrl);
  await expect(a.getByRole('log')).toContainText('Hi Abena, do you have the land law outline?');
  await expect(navBadge(a)).toHaveCount(0);
  await expect(a.getByText('Online', { exact: true })).toBeVisible();

  // Yaw sees Abena typing, then her reply, live.
  const composerA = a.getByRole('textbox', { name: 'Write a message' });
  await composerA.pressSequentially('Yes! ');
  await expect(b.getByText('Abena Asante is typing…')).toBeVisible();
  await composerA.pressSequentially('I will send it tonight.');
  await composerA.press('Enter');
  await expect(b.getByRole('log')).toContainText('Yes! I will send it tonight.');
  await expect(b.getByText('Abena Asante is typing…')).toHaveCount(0);
  await expect(navBadge(b)).toHaveCount(0);

  // After a reload the server agrees: nothing unread for Abena.
  await a.reload();
  await expect(a.getByRole('log')).toContainText('Yes! I will send it tonight.');
  await expect(navBadge(a)).toHaveCount(0);

  await a.context().close();
  await b.context().close();
});
