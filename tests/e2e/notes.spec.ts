import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { feedUser, waitUntilOnline } from './support/feed-users.ts';
import { openArea } from './support/navigation.ts';


test('a note shared with a collaborator is liked and discussed, and its owner hears of it live', async ({ browser, viewport }) => {
  const run = randomBytes(3).toString('hex');
  const title = `Hearsay and its exceptions ${run}`;
  const ama = await feedUser(browser, 'Ama Owusu', { institutionId: 1000, viewport });
  const kofi = await feedUser(browser, 'Kofi Mensah', { institutionId: 1002, viewport });
  const a = ama.page;
  const b = kofi.page;

  // Ama writes a note for her collaborators, in Markdown with a live preview.
  await openArea(a, 'Notes');
  await expect(a.getByText('You have no notes yet.')).toBeVisible();
  await a.getByRole('link', { name: 'New note' }).click();
  await a.getByRole('textbox', { name: 'Title' }).fill(title);
  await a.getByRole('combobox', { name: 'Course' }).fill('Law of Evidence');
  await a.getByRole('radio', { name: /Collaborators/ }).check();
  await a.getByRole('textbox', { name: 'Note (Markdown)' }).fill('## Rule\n\nOut-of-court statements **to prove the truth** of them.\n\n| Case | Year |\n| --- | --- |\n| Subramaniam v PP | 1956 |');
  if (viewport && viewport.width < 1024) await a.getByRole('tab', { name: 'Preview' }).click();
  await expect(a.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Rule' })).toBeVisible();
  await a.getByRole('button', { name: 'Save note' }).click();

  const myNotes = a.getByRole('list', { name: 'My notes' });
  const card = myNotes.getByRole('article').filter({ hasText: run });
  await expect(card).toBeVisible();
  await expect(card).not.toHaveAttribute('aria-busy', 'true');
  await card.getByRole('link', { name: title }).click();
  await expect(a.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(a.getByRole('cell', { name: 'Subramaniam v PP' })).toBeVisible();
  const notePath = new URL(a.url()).pathname;

  // Kofi cannot open it yet: they do not collaborate.
  await b.goto(notePath);
  await expect(b.getByRole('heading', { name: 'Not found' })).toBeVisible();

  // They become mutual collaborators.
  await a.goto(`/profile/${kofi.id}`);
  await a.getByRole('button', { name: 'Collaborate' }).click();
  await expect(a.getByRole('button', { name: 'Cancel collaboration request' })).toBeVisible();
  await b.goto(`/profile/${ama.id}`);
  await b.getByRole('button', { name: 'Accept collaboration' }).click();
  await expect(b.getByRole('button', { name: 'Stop collaborating' })).toBeVisible();

  // Ama waits on her notifications page.
  await openArea(a, 'Notifications');
  await expect(a.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await waitUntilOnline(kofi, ama);

  // Kofi finds the note from Ama's profile, then likes and comments on it.
  await b.getByRole('link', { name: 'Notes shared by your collaborators' }).click();
  await b.getByRole('list', { name: 'Notes shared with me' }).getByRole('link', { name: title }).click();
  await expect(b.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(b.getByRole('article').getByRole('link', { name: 'Ama Owusu' })).toBeVisible();
  await expect(b.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await b.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(b.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  await b.getByRole('textbox', { name: 'Write a comment' }).fill(`Subramaniam is the classic case ${run}`);
  await b.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(b.getByRole('list', { name: 'Comments' })).toContainText(`Subramaniam is the classic case ${run}`);

  // Ama hears of both without reloading, and the notifications lead to the note.
  const toNote = a.getByRole('list', { name: 'Notifications' }).locator(`a[href="${notePath}"]`);
  await expect(toNote).toHaveCount(2);
  await toNote.first().click();
  await expect(a.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'false');
  await expect(a.getByRole('list', { name: 'Comments' })).toContainText(`Subramaniam is the classic case ${run}`);

  await ama.context.close();
  await kofi.context.close();
});
