/*
 * The mocked app (npm run dev:mocks), with no server at all: MSW answers every call from the
 * seeded data set and the QA panel plays the other students. A new tab opens signed in as
 * Ama Mensah (tests/mocks/campus-seed.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { STUDENT_EMAIL, STUDENT_PASSWORD } from '../../mocks/campus-seed.ts';
import { mainNav, openArea } from '../support/navigation.ts';
import { pushFromAnotherStudent } from './qa-panel.ts';

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('sign out, a wrong password, then sign in as the seeded student', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Ama', level: 1 })).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel('Email').fill(STUDENT_EMAIL);
  await page.getByLabel('Password').fill('not-her-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('An error occurred.')).toBeVisible();
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();

  await page.getByLabel('Password').fill(STUDENT_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  await openArea(page, 'Feed');
  await expect(postCard(page, 'Moot court trials start on Friday')).toBeVisible();

  // The mock server keeps the session the app stored: a reload stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
});

test('feed: post, like, comment, and another student posting live', async ({ page }) => {
  await page.goto('/feed');
  const text = 'Revision timetable for the LLB finals is out #Exams';
  await page.getByRole('textbox', { name: 'Write a post' }).fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Post created successfully')).toBeVisible();
  const mine = postCard(page, text);
  await expect(mine).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('article').first()).toContainText(text);

  await mine.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(mine.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');

  await mine.getByRole('link', { name: '0 comments' }).click();
  await page.getByRole('textbox', { name: 'Write a comment' }).fill('Thanks for sharing');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Comments' })).toContainText('Thanks for sharing');

  // Writes live in the mock stores: the feed read again still has them.
  await openArea(page, 'Feed');
  await expect(postCard(page, text).getByRole('link', { name: '1 comment' })).toBeVisible();
  await expect(postCard(page, text).getByRole('button', { name: 'Like, 1 like' })).toBeVisible();

  const pushed = await pushFromAnotherStudent(page, 'Another student posts', 'new-post');
  await expect(page.getByRole('article').first()).toContainText(pushed);

  await pushFromAnotherStudent(page, 'Another student follows you', 'new-follower');
  await expect(page.getByText('New Follower')).toBeVisible();
  await expect(page.getByText(/started following you/).first()).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: /^Notifications\s?, 3 unread$/ })).toBeVisible();
});

test('messages: read a conversation, reply, and a new message arriving live', async ({ page }) => {
  await page.goto('/feed');
  const badge = mainNav(page).getByTestId('messages-badge');
  await expect(badge).toHaveText(/^3/);

  await openArea(page, 'Messages');
  const row = page.locator('a[href^="/messages/"]').filter({ hasText: 'Kofi Boateng' });
  await expect(row).toContainText('1 unread');
  await row.click();
  await expect(page.getByRole('heading', { name: 'Kofi Boateng', level: 1 })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('Yes, I am on the bench. See you there.');
  await expect(badge).toHaveText(/^2/);

  const composer = page.getByRole('textbox', { name: 'Write a message' });
  await composer.fill('Great, I will bring the bundle of authorities.');
  await composer.press('Enter');
  await expect(page.getByRole('log').getByRole('listitem').filter({ hasText: 'bundle of authorities' })).toHaveAttribute('data-status', 'sent');

  await openArea(page, 'Feed');
  const pushed = await pushFromAnotherStudent(page, 'Another student sends a message', 'newMessage');
  await expect(badge).toHaveText(/^3/);
  await openArea(page, 'Messages');
  await expect(page.locator('a[href^="/messages/"]').first()).toContainText(pushed.split(': ').slice(1).join(': '));
});

test('groups: open a group, post to it, and create a new one', async ({ page }) => {
  await page.goto('/groups');
  const list = page.getByRole('list', { name: 'My groups' });
  await list.getByRole('link', { name: /Torts study circle/ }).click();
  await expect(page.getByRole('heading', { name: 'Torts study circle', level: 1 })).toBeVisible();
  const messages = page.getByRole('region', { name: 'Posts' });
  await expect(messages).toContainText('This week: negligence and the duty of care');

  await page.getByLabel('Write to the group').fill('Read #Donoghue v Stevenson before Friday');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(messages.getByRole('article').first()).toContainText('Read #Donoghue v Stevenson before Friday');

  await page.goto('/groups');
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Name').fill('Equity and trusts');
  await dialog.getByLabel('Description').fill('Maxims of equity, one a week');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Group created successfully created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Equity and trusts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '← All groups' }).click();
  await expect(list.getByRole('link').first()).toContainText('Equity and trusts');
});
