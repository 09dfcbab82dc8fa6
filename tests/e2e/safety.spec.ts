import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { feedUser } from './support/feed-users.ts';
import { mainNav, openArea } from './support/navigation.ts';
import { adminUser } from './support/safety-users.ts';

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** The open-reports badge: on the sidebar's entry, or on a phone inside the "More" sheet (opened here). */
function moderationBadge(page: Page) {
  const more = mainNav(page).getByRole('button', { name: 'More' });
  const inNav = mainNav(page).getByTestId('moderation-badge');
  return {
    async toBeShown() {
      if ((await more.count()) === 0) return expect(inNav).toBeVisible();
      await more.click();
      await expect(page.getByRole('list', { name: 'More areas' }).getByTestId('moderation-badge')).toBeVisible();
      await page.keyboard.press('Escape');
    },
  };
}

test('a student reports a post and an admin, watching the queue, removes it', async ({ browser, viewport }) => {
  const run = randomBytes(3).toString('hex');
  const kwame = await feedUser(browser, 'Kwame Asare', { institutionId: 1000, viewport });
  const esi = await feedUser(browser, 'Esi Quaye', { institutionId: 1000, viewport });
  const admin = await adminUser(browser, viewport);
  const text = `Cheap exam answers for sale ${run}`;

  // The admin waits on the moderation queue, reached from the navigation.
  await openArea(admin.page, 'Moderation');
  await expect(admin.page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();

  await openArea(kwame.page, 'Feed');
  await kwame.page.getByRole('textbox', { name: 'Write a post' }).fill(text);
  await kwame.page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(kwame.page.getByText('Post created successfully')).toBeVisible();
  await expect(postCard(kwame.page, run)).not.toHaveAttribute('aria-busy', 'true');
  // His own post offers no report.
  await expect(postCard(kwame.page, run).getByRole('button', { name: /More actions/ })).toHaveCount(0);

  // Esi reports it from Kwame's profile.
  const e = esi.page;
  await e.goto(`/profile/${kwame.id}`);
  const card = postCard(e, run);
  await card.getByRole('button', { name: "More actions on Kwame Asare's post" }).click();
  await e.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = e.getByRole('dialog', { name: 'Report post' });
  await dialog.getByText('Spam', { exact: true }).click();
  await dialog.getByLabel('Details (optional)').fill('Selling exam answers');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(e.getByText('Thank you for your report. Our moderators will look at it.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The report reaches the admin's open page without a reload, badge and all.
  const a = admin.page;
  const reported = a.getByRole('article', { name: 'Post by Kwame Asare' }).filter({ hasText: run });
  await expect(reported).toBeVisible();
  await expect(reported).toContainText('1 reporter');
  await moderationBadge(a).toBeShown();
  await reported.getByRole('button', { name: 'Show the 1 report' }).click();
  await expect(reported).toContainText('Selling exam answers');

  await reported.getByRole('button', { name: 'Remove content' }).click();
  const confirm = a.getByRole('dialog', { name: 'Remove content' });
  await confirm.getByLabel('Note for the history (optional)').fill(`Cheating offer ${run}`);
  await confirm.getByRole('button', { name: 'Remove content' }).click();
  await expect(a.getByText('Content removed.')).toBeVisible();
  await expect(reported).toHaveCount(0);

  // It is gone for everyone.
  await e.reload();
  await expect(e.getByRole('heading', { name: 'Kwame Asare', level: 1 })).toBeVisible();
  await expect(postCard(e, run)).toHaveCount(0);

  // The resolved list keeps what was done, by whom, with the note (the content itself is gone).
  await a.getByRole('link', { name: 'Resolved' }).click();
  const done = a.getByRole('article', { name: 'Post by Kwame Asare' }).filter({ hasText: `Cheating offer ${run}` });
  await expect(done.getByRole('list', { name: 'Resolution' })).toContainText('Removed the content by Campus Moderator');

  for (const user of [kwame, esi, admin]) await user.context.close();
});

test('a student blocks someone, who can then no longer message her', async ({ browser, viewport }) => {
  const adwoa = await feedUser(browser, 'Adwoa Sarpong', { institutionId: 1000, viewport });
  const kojo = await feedUser(browser, 'Kojo Antwi', { institutionId: 1000, viewport });
  const a = adwoa.page;
  const k = kojo.page;

  // Kojo writes to Adwoa.
  await k.goto(`/profile/${adwoa.id}`);
  await k.getByRole('button', { name: 'Message' }).click();
  await expect(k).toHaveURL(/\/messages\/[^/]+$/);
  const conversationUrl = k.url();
  const kojosComposer = k.getByRole('textbox', { name: 'Write a message' });
  await kojosComposer.fill('Hey, answer me');
  await kojosComposer.press('Enter');
  await expect(k.getByRole('log').getByRole('listitem').filter({ hasText: 'Hey, answer me' })).toHaveAttribute('data-status', 'sent');

  // Adwoa blocks him from the thread.
  await a.goto(new URL(conversationUrl).pathname);
  await expect(a.getByRole('log')).toContainText('Hey, answer me');
  await a.getByRole('button', { name: 'More actions on Kojo Antwi', exact: true }).click();
  await a.getByRole('menuitem', { name: 'Block Kojo Antwi' }).click();
  await a.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(a.getByText('You blocked Kojo Antwi. This conversation is read only until you unblock them.')).toBeVisible();
  await expect(a.getByRole('textbox', { name: 'Write a message' })).toHaveCount(0);
  await expect(a.getByRole('log')).toContainText('Hey, answer me');

  // Kojo's thread is read only now, and he cannot start another conversation with her either.
  await k.reload();
  await expect(k.getByRole('log')).toContainText('Hey, answer me');
  await expect(k.getByText('This conversation is read only: one of you has blocked the other.')).toBeVisible();
  await expect(k.getByRole('textbox', { name: 'Write a message' })).toHaveCount(0);
  await k.goto(`/profile/${adwoa.id}`);
  await k.getByRole('button', { name: 'Message' }).click();
  await expect(k.getByText('You cannot do this: one of you has blocked the other.')).toBeVisible();
  await expect(k).toHaveURL(/\/profile\//);

  // Adwoa finds him in her settings' blocked people.
  await openArea(a, 'Settings');
  await expect(a.getByRole('list', { name: 'Blocked people' })).toContainText('Kojo Antwi');

  for (const user of [adwoa, kojo]) await user.context.close();
});
