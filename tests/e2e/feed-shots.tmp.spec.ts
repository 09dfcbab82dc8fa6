import { expect, test } from '@playwright/test';
import { feedUser, waitUntilOnline } from './support/feed-users.ts';

test('shots', async ({ browser, viewport }, info) => {
  const size = info.project.name;
  const ama = await feedUser(browser, 'Ama Owusu', { institutionId: 1000, viewport });
  const kofi = await feedUser(browser, 'Kofi Mensah', { institutionId: 1000, viewport });
  const a = ama.page;
  const b = kofi.page;
  await waitUntilOnline(ama, kofi);
  await a.goto(`/profile/${kofi.id}`);
  await a.getByRole('button', { name: 'Follow' }).click();
  await expect(b.getByText('New Follower')).toBeVisible();
  for (const body of ['Anyone has notes on #Torts from Tuesday? The lecture went fast and I missed the part on negligence.', 'Moot court practice tonight at 7pm in the law faculty #MootCourt #GhanaLaw', 'Short one']) {
    const r = await kofi.context.request.post('/api/v1/posts/create', { data: { body }, headers: { 'X-CSRF-Token': (await kofi.context.cookies()).find((c) => c.name === 'csrf')?.value ?? '' } });
    expect(r.status()).toBe(201);
  }
  await a.goto('/feed');
  await expect(a.getByRole('article').first()).toBeVisible();
  await a.getByRole('article').first().getByRole('button', { name: /^Like/ }).click();
  await a.getByRole('textbox', { name: 'Write a post' }).fill('Study group for #Contracts at the library and#not this one #ok!\nSecond line');
  await a.screenshot({ path: `/tmp/feed-${size}.png`, fullPage: false });
  await a.getByRole('article').first().getByRole('link', { name: /comment/ }).click();
  await a.getByRole('textbox', { name: 'Write a comment' }).fill('I have them, will share #Torts');
  await a.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(a.getByRole('list', { name: 'Comments' })).toBeVisible();
  await a.screenshot({ path: `/tmp/post-${size}.png` });
  await b.goto('/notifications');
  await expect(b.getByRole('list', { name: 'Notifications' })).toBeVisible();
  await b.screenshot({ path: `/tmp/notifications-${size}.png` });
  await a.goto(`/profile/${kofi.id}`);
  await expect(a.getByRole('list', { name: 'Profile posts' })).toBeVisible();
  await a.screenshot({ path: `/tmp/profile-posts-${size}.png`, fullPage: true });
  await a.goto('/feed');
  await a.getByRole('link', { name: '#MootCourt' }).first().click();
  await expect(a.getByText('Posts tagged')).toBeVisible();
  await a.screenshot({ path: `/tmp/feed-tag-${size}.png` });
});
