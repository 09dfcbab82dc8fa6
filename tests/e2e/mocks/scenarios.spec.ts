/*
 * The QA panel's scenarios in the mocked app: each changes what every call answers, and the
 * app must show the spec's texts for it (seeds/000, section 8).
 */
import { expect, test, type Page } from '@playwright/test';
import { STUDENT_EMAIL, STUDENT_PASSWORD } from '../../mocks/campus-seed.ts';
import { openArea } from '../support/navigation.ts';
import { chooseScenario, pushFromAnotherStudent } from './qa-panel.ts';

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('every call failing with 500: the spec error texts, and the lists say they could not load', async ({ page }) => {
  await page.goto('/feed');
  const seeded = postCard(page, 'Moot court trials start on Friday');
  await seeded.getByRole('link', { name: '1 comment' }).click();
  await expect(page.getByRole('list', { name: 'Comments' })).toContainText('Count me in.');

  await chooseScenario(page, 'Every call fails (500)');

  await page.getByRole('textbox', { name: 'Write a comment' }).fill('Will this reach anyone?');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('There was an error sending the comment.')).toBeVisible();

  await openArea(page, 'Feed');
  await page.getByRole('textbox', { name: 'Write a post' }).fill('A post that cannot be sent');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('An error occurred.').first()).toBeVisible();
  await expect(postCard(page, 'A post that cannot be sent')).toHaveCount(0);

  await openArea(page, 'Groups');
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Name').fill('A group that cannot be made');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('An error occurred.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The scenario outlives a reload: the stored session keeps the app open, and the feed seen
  // before is shown again from the device while its refresh fails.
  await page.goto('/feed');
  await expect(postCard(page, 'Moot court trials start on Friday')).toBeVisible();
  // A page never opened here has nothing kept; its loader asks twice (one retry after a 5xx) before it gives up.
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Something went wrong on our side.')).toBeVisible();

  await chooseScenario(page, 'Normal campus');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
});

test('session expired: the spec toast, then signing in again works', async ({ page }) => {
  await page.goto('/feed');
  await expect(postCard(page, 'Moot court trials start on Friday')).toBeVisible();
  await chooseScenario(page, 'Session expired (401)');

  // Notes are not loaded yet: opening them is the next call.
  await openArea(page, 'Notes');
  await expect(page.getByText('Authentication Error.')).toBeVisible();
  await expect(page.getByText('You session has expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel('Email').fill(STUDENT_EMAIL);
  await page.getByLabel('Password').fill(STUDENT_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You have successfully logged in.')).toBeVisible();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByText('Offer and acceptance')).toBeVisible();
});

test('offline shows the banner until the network is back; an empty campus has nothing yet', async ({ page }) => {
  await page.goto('/feed');
  await expect(postCard(page, 'Moot court trials start on Friday')).toBeVisible();
  const banner = page.getByText('There seems to be an issue with your internet connection');
  await expect(banner).toHaveCount(0);

  await chooseScenario(page, 'Offline');
  await expect(banner).toBeVisible();
  await chooseScenario(page, 'Normal campus');
  await expect(banner).toHaveCount(0);

  await chooseScenario(page, 'Empty campus');
  await expect(page.getByText('No posts yet. Be the first to post!')).toBeVisible();
  await pushFromAnotherStudent(page, 'Another student posts', 'new-post');
  await expect(page.getByRole('article')).toHaveCount(1);
});
