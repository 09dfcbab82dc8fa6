import { expect, test, type Page } from '@playwright/test';
import { signedInUser } from './support/groups-users.ts';

// A 4×4 PNG (the app shrinks any picture to a 128 px icon before sending it).
const ICON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4o6QERwzEcQDE4xEBYJBBnwAAAABJRU5ErkJggg==',
  'base64',
);

const sections = (page: Page) => page.getByRole('navigation', { name: 'Group sections' });
const feed = (page: Page) => page.getByRole('region', { name: 'Posts' });
const messageCard = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text });

test('a study group from invite to removal, live on both sides', async ({ browser }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const { page: a } = await signedInUser(contextA, 'Ama Mensah');
  const { user: userB, page: b } = await signedInUser(contextB, 'Kofi Boateng');
  const groupName = `Torts circle ${Date.now().toString(36)}`;

  // A makes the group, with an uploaded icon and a topic.
  await a.goto('/groups');
  await a.getByRole('button', { name: 'New group' }).click();
  const dialog = a.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Name').fill(groupName);
  await dialog.getByLabel('Description').fill('Past questions every Friday');
  await dialog.getByLabel('Topic').selectOption({ label: 'Law of Torts' });
  await dialog.getByText('Upload a picture').click();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: ICON_PNG });
  await expect(dialog.getByText('Choose another picture')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(a.getByText('Group created successfully created')).toBeVisible();
  // The new group opens at once; its list is one link away.
  await expect(a.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
  await a.getByRole('link', { name: /All groups/ }).click();
  const list = a.getByRole('list', { name: 'My groups' });
  await expect(list.getByRole('link').first()).toContainText(groupName);
  await expect(list.getByRole('link').first().locator('img')).toHaveAttribute('src', /^data:image\/(webp|png|jpeg);base64,/);

  // A invites B by e-mail; B's name shows up as the address is typed.
  await list.getByRole('link', { name: new RegExp(groupName) }).click();
  await sections(a).getByRole('link', { name: /^Members/ }).click();
  await a.getByLabel('Email address').fill(userB.email);
  await expect(a.getByRole('list', { name: 'Matching people' }).getByText(userB.name)).toBeVisible();
  await a.getByRole('button', { name: 'Send invite' }).click();
  await expect(a.getByText(`Invite successfully sent to ${userB.email}`)).toBeVisible();

  // B accepts from the inbox and lands in the group.
  await b.goto('/groups/invites');
  await b.getByRole('button', { name: `Accept the invite to ${groupName}` }).click();
  await expect(b.getByText('You have successfully joined the group')).toBeVisible();
  await expect(b.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
  await expect(sections(a).getByRole('link', { name: 'Members (2)' })).toBeVisible();

  // Both post and comment; each sees the other's words without reloading.
  await sections(a).getByRole('link', { name: 'Posts' }).click();
  await a.getByLabel('Write to the group').fill('Read #Donoghue v Stevenson before Friday');
  await a.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(messageCard(b, 'Read #Donoghue v Stevenson')).toBeVisible();

  await b.getByLabel('Write to the group').fill('Done! Notes on #negligence coming');
  await b.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(messageCard(a, 'Notes on #negligence')).toBeVisible();
  await expect(feed(a).getByRole('article').first()).toContainText('Notes on #negligence');

  await messageCard(b, 'Read #Donoghue').getByRole('button', { name: /^Comment/ }).click();
  await messageCard(b, 'Read #Donoghue').getByLabel('Write a comment').fill('The snail in the bottle!');
  await messageCard(b, 'Read #Donoghue').getByRole('button', { name: 'Send' }).click();
  await expect(messageCard(a, 'Read #Donoghue').getByText('The snail in the bottle!')).toBeVisible();

  await messageCard(a, 'Notes on #negligence').getByRole('button', { name: /^Comment/ }).click();
  await messageCard(a, 'Notes on #negligence').getByLabel('Write a comment').fill('Thank you, Kofi');
  await messageCard(a, 'Notes on #negligence').getByRole('button', { name: 'Send' }).click();
  await expect(messageCard(b, 'Notes on #negligence').getByText('Thank you, Kofi')).toBeVisible();

  await messageCard(b, 'Read #Donoghue').getByRole('button', { name: /^Like/ }).click();
  await expect(messageCard(a, 'Read #Donoghue').getByRole('button', { name: 'Like 1' })).toBeVisible();

  // A removes B; B's open page leaves the group at once.
  await sections(a).getByRole('link', { name: 'Members (2)' }).click();
  await a.getByRole('button', { name: `Remove ${userB.name}` }).click();
  await a.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(a.getByText('Group participant removed successfully')).toBeVisible();
  await expect(sections(a).getByRole('link', { name: 'Members (1)' })).toBeVisible();

  await expect(b.getByText(`You are no longer a member of ${groupName}.`)).toBeVisible();
  await expect(b).toHaveURL(/\/groups$/);
  await expect(b.getByRole('heading', { name: 'Study groups' })).toBeVisible();
  await expect(b.getByRole('link', { name: new RegExp(groupName) })).toHaveCount(0);

  await contextA.close();
  await contextB.close();
});
