import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { feedUser, waitUntilOnline } from './support/feed-users.ts';
import { mainNav, openArea } from './support/navigation.ts';

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('follow, post, like and comment reach the other student live', async ({ browser, viewport }) => {
  const run = randomBytes(3).toString('hex');
  // Different institutions: Kofi's posts can reach Ama only because she follows him.
  const ama = await feedUser(browser, 'Ama Owusu', { institutionId: 1000, viewport });
  const kofi = await feedUser(browser, 'Kofi Mensah', { institutionId: 1002, viewport });
  const a = ama.page;
  const b = kofi.page;

  // Kofi waits on his notifications page.
  await openArea(b, 'Notifications');
  await expect(b.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(b.getByText('You have no notifications yet.')).toBeVisible();
  await waitUntilOnline(ama, kofi);

  // Ama follows Kofi from his profile; Kofi hears of it without reloading.
  await a.goto(`/profile/${kofi.id}`);
  await expect(a.getByRole('heading', { name: 'Kofi Mensah', level: 1 })).toBeVisible();
  await a.getByRole('button', { name: 'Follow' }).click();
  await expect(a.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  await expect(b.getByText('New Follower')).toBeVisible();
  await expect(b.getByText('Ama Owusu started following you').first()).toBeVisible();
  const notifications = b.getByRole('list', { name: 'Notifications' });
  await expect(notifications.getByRole('link', { name: /Ama Owusu started following you/ })).toBeVisible();
  await expect(mainNav(b).getByRole('link', { name: /^Notifications\s?, 1 unread$/ })).toBeVisible();

  // Ama reads her feed; Kofi posts and his post shows up there without a reload.
  await openArea(a, 'Feed');
  await expect(a.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
  await waitUntilOnline(kofi, ama);

  await openArea(b, 'Feed');
  const composer = b.getByRole('textbox', { name: 'Write a post' });
  const text = `Moot court practice tonight ${run} #MootCourt`;
  await composer.fill(text);
  await expect(b.locator('mark', { hasText: '#MootCourt' })).toBeVisible();
  await b.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(b.getByText('Post created successfully')).toBeVisible();
  await expect(postCard(b, run)).not.toHaveAttribute('aria-busy', 'true');

  const amasCard = postCard(a, run);
  await expect(amasCard).toBeVisible();
  await expect(amasCard.getByRole('link', { name: 'Kofi Mensah' })).toBeVisible();

  // Ama likes it: Kofi's count follows.
  await amasCard.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(amasCard.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  await expect(postCard(b, run).getByRole('button', { name: 'Like, 1 like' })).toBeVisible();
  await expect(mainNav(b).getByRole('link', { name: /^Notifications\s?, 2 unread$/ })).toBeVisible();

  // Kofi opens his post; Ama comments on it and Kofi sees the comment arrive.
  await postCard(b, run).getByRole('link', { name: '0 comments' }).click();
  await expect(b.getByText('No comments yet. Start the conversation.')).toBeVisible();
  await amasCard.getByRole('link', { name: '0 comments' }).click();
  await a.getByRole('textbox', { name: 'Write a comment' }).fill(`Count me in ${run}`);
  await a.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(a.getByRole('list', { name: 'Comments' })).toContainText(`Count me in ${run}`);

  await expect(b.getByRole('list', { name: 'Comments' })).toContainText(`Count me in ${run}`);
  await expect(b.getByRole('link', { name: '1 comment' })).toBeVisible();
  await expect(mainNav(b).getByRole('link', { name: /^Notifications\s?, 3 unread$/ })).toBeVisible();

  // The hashtag filters the feed.
  await b.getByRole('link', { name: '#MootCourt' }).first().click();
  await expect(b).toHaveURL(/\/feed\?tag=MootCourt$/);
  await expect(postCard(b, run)).toBeVisible();

  await ama.context.close();
  await kofi.context.close();
});
