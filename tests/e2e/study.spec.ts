import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { feedUser } from './support/feed-users.ts';

type Card = { front: string; due: string | null; schedule: { reps: number } | null };

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Cards studied' });

/** Flips the card with Space, waits for the answers, and answers with `key` (1–4). */
async function answerWithKeyboard(page: Page, key: string, done: number) {
  await page.keyboard.press('Space');
  await expect(page.getByRole('group', { name: 'How well did you know it?' })).toBeVisible();
  await page.keyboard.press(key);
  if (done < 7) await expect(progress(page)).toHaveAttribute('aria-valuenow', String(done));
}

test('a set made by pasting is studied by keyboard, partly offline, and the server has every review once', async ({ browser, viewport }) => {
  const run = randomBytes(3).toString('hex');
  const ama = await feedUser(browser, 'Ama Owusu', { institutionId: 1000, viewport });
  const page = ama.page;
  const cardsOfSet = async (setId: string) => {
    const response = await ama.context.request.get(`/api/v1/study-sets/${setId}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { flashCards: Card[] }).flashCards;
  };

  // Ama makes a set by pasting seven cards, split by tabs, " - " and commas.
  await page.goto('/study');
  await expect(page.getByRole('heading', { name: 'Nothing to review right now' })).toBeVisible();
  await page.getByRole('link', { name: 'New set' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`Law of Torts ${run}`);
  await page.getByRole('combobox', { name: 'Course' }).fill('Law of Torts');
  await page.getByText('Paste many cards').click();
  await page.getByRole('textbox', { name: 'Paste cards, one a line' }).fill(
    [
      'Volenti non fit injuria\tconsent to the risk',
      'Novus actus interveniens - a new act breaks the chain',
      'Res ipsa loquitur, the thing speaks for itself',
      'Ex turpi causa\tno action from a base cause',
      '',
      'Donoghue v Stevenson - the neighbour principle',
      'Contributory negligence, damages reduced by the claimant’s share',
      'Rylands v Fletcher\tstrict liability for escapes',
    ].join('\n'),
  );
  await expect(page.getByRole('table', { name: 'Preview' }).getByRole('row')).toHaveCount(8);
  await page.getByRole('button', { name: 'Add 7 cards' }).click();
  await page.getByRole('button', { name: 'Create set' }).click();
  await expect(page.getByText('Study set created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Law of Torts ${run}`, level: 1 })).toBeVisible();
  const setId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect((await cardsOfSet(setId)).map((card) => card.front)).toHaveLength(7);

  // Five cards studied online, by keyboard only.
  await page.getByRole('link', { name: 'Study now (7 due)' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', '0 of 7');
  for (const [index, key] of ['3', '3', '4', '2', '3'].entries()) await answerWithKeyboard(page, key, index + 1);
  await expect.poll(async () => (await cardsOfSet(setId)).filter((card) => card.schedule).length).toBe(5);

  // The connection drops; the last two reviews wait on the device.
  await ama.context.setOffline(true);
  await answerWithKeyboard(page, '4', 6);
  await answerWithKeyboard(page, '3', 7);
  const summary = page.getByRole('region', { name: 'Session complete' });
  await expect(summary.getByText('2 reviews waiting to be sent: they go as soon as you are back online.')).toBeVisible();
  expect((await cardsOfSet(setId)).filter((card) => card.schedule)).toHaveLength(5);

  // Back online, they are sent; after a reload the server has each card reviewed exactly once, due later.
  await ama.context.setOffline(false);
  await expect(summary.getByText('All your reviews are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing to review in this set right now' })).toBeVisible();
  const cards = await cardsOfSet(setId);
  const now = Date.now();
  expect(cards.map((card) => card.schedule?.reps)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  expect(cards.every((card) => card.due !== null && Date.parse(card.due) > now)).toBe(true);

  await ama.context.close();
});
