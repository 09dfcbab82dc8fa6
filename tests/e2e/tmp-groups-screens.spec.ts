import { test } from '@playwright/test';
import { signedInUser } from './support/groups-users.ts';

test('groups feed screenshot', async ({ browser }, info) => {
  const ca = await browser.newContext();
  const { page: a } = await signedInUser(ca, 'Ama Mensah');
  await a.goto('/groups');
  await a.getByRole('button', { name: 'New group' }).click();
  const dialog = a.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Name').fill('Equity and trusts revision');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await a.getByRole('link', { name: /Equity and trusts revision/ }).click();
  for (const text of ['Read #Donoghue v Stevenson and the #negligence notes before Friday', 'Second #negligence']) {
    await a.getByLabel('Write to the group').fill(text);
    await a.getByRole('button', { name: 'Post' }).click();
    await a.getByRole('article').filter({ hasText: text }).getByText('just now').waitFor();
  }
  await a.getByRole('button', { name: '#negligence: 2 messages' }).click();
  await a.screenshot({ path: `/tmp/groups-feed2-${info.project.name}.png`, fullPage: true });
  await a.getByRole('navigation', { name: 'Group sections' }).getByRole('link', { name: /^Members/ }).click();
  await a.screenshot({ path: `/tmp/groups-members2-${info.project.name}.png` });
  await ca.close();
});
