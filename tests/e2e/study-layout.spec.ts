/*
 * Phones first (DESIGN.md "Client rules"): a card holding a long link or unbroken word still
 * fits the screen in a study session and in the quiz, and a set in the list is one big tap
 * target, not just its one-line title.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { feedUser, type FeedUser } from './support/feed-users.ts';

const LONG_LINK = 'https://www.ghalii.org/gh/judgment/supreme-court/2012/62/mensah-v-mensah-and-another-very-long-path-segment-without-breaks';

async function api(user: FeedUser, path: string, data: unknown): Promise<{ id: string }> {
  const csrf = (await user.context.cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const response = await user.context.request.post(`/api/v1${path}`, { data, headers: { 'X-CSRF-Token': csrf } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Nothing wider than the screen, and `shown` (when given) wholly inside it, its start included. */
async function expectToFit(page: Page, width: number, shown?: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (!shown) return;
  for (const item of await shown.all()) {
    const box = await item.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
}

test('a card with a long link fits the screen in a session and the quiz, and a set card is tapped anywhere', async ({ browser, viewport }) => {
  const run = randomBytes(3).toString('hex');
  // No space or hyphen to break at: only overflow-wrap can fold it.
  const title = `Mensah_v_Mensah_and_another_${run}_judgment_of_the_supreme_court`;
  const ama = await feedUser(browser, 'Ama Owusu', { institutionId: 1000, viewport });
  const page = ama.page;
  const width = viewport?.width ?? 1280;
  const set = await api(ama, '/study-sets/create', {
    title,
    course: 'Family Law',
    flashCards: [
      { front: 'Where is Mensah v Mensah reported?', back: LONG_LINK },
      { front: LONG_LINK, back: 'The Supreme Court’s judgment' },
      { front: 'Matrimonial Causes Act', back: 'Act 367 (1971)' },
    ],
  });

  // The session: the link on the back of the first card, then on the front of the second.
  await page.goto(`/study/sets/${set.id}/study`);
  await expect(page.getByRole('progressbar', { name: 'Cards studied' })).toHaveAttribute('aria-valuetext', '0 of 3');
  await page.keyboard.press('Space');
  await expect(page.getByRole('group', { name: 'How well did you know it?' })).toBeVisible();
  await expectToFit(page, width, page.getByText(LONG_LINK, { exact: true }));
  await page.keyboard.press('3');
  await expect(page.getByRole('progressbar', { name: 'Cards studied' })).toHaveAttribute('aria-valuetext', '1 of 3');
  await expectToFit(page, width, page.getByText(LONG_LINK, { exact: true }));
  await expectToFit(page, width, page.getByRole('link', { name: title }));

  // The quiz: the link as the question or among the choices, and in the answer once chosen.
  await page.goto(`/study/sets/${set.id}/quiz`);
  const choices = page.getByRole('group', { name: 'Choices' });
  await expect(choices.getByRole('button')).toHaveCount(3);
  await expectToFit(page, width, choices.getByRole('button'));
  await choices.getByRole('button').first().click();
  await expect(page.getByRole('status').filter({ hasText: /^(Correct!|Not quite\.)/ })).toBeVisible();
  await expectToFit(page, width, choices.getByRole('button'));

  // In the list, a tap near the card's bottom-right corner, far from its title, opens the set.
  await page.goto('/study/sets');
  const card = page.getByRole('article').filter({ hasText: run });
  await expect(card).toBeVisible();
  await expectToFit(page, width, card);
  const box = await card.boundingBox();
  if (!box) throw new Error('the set card is not laid out');
  await card.click({ position: { x: box.width - 8, y: box.height - 8 } });
  await expect(page).toHaveURL(new RegExp(`/study/sets/${set.id}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await ama.context.close();
});

test('long unbroken words and links wrap in the library, an outline and a search instead of widening the page', async ({ browser, viewport }) => {
  const run = randomBytes(3).toString('hex');
  // No space or hyphen to break at (at most 120 characters, a course name's limit).
  const word = `Mensah_v_Mensah_and_another_${run}_judgment_of_the_supreme_court`;
  const tag = `matrimonial_property_${run}_no_breaks`;
  const ama = await feedUser(browser, 'Ama Owusu', { institutionId: 1000, viewport });
  const page = ama.page;
  const width = viewport?.width ?? 1280;
  const question = await api(ama, '/questions-bank/create', {
    course: word,
    topic: word,
    type: 'mcq',
    question: `Which of these is an offer? (${run})`,
    options: ['An invitation to treat', 'A promise to be bound on stated terms'],
    answerIndex: 1,
  });
  const caseFlash = await api(ama, '/case-flashes/', {
    title: word,
    citation: LONG_LINK,
    court: word,
    year: 2012,
    course: word,
    facts: 'A marriage ended.',
    issue: 'How is property shared?',
    holding: 'Equally.',
    ratio: 'Equality is equity.',
    tags: [tag],
  });
  const outline = await api(ama, '/course-outline/create', { title: word, course: word, topics: [{ title: LONG_LINK }] });

  // The bank's list (the course and topic chips of this question's card) and the question's page.
  await page.goto('/library/questions');
  const card = page.getByRole('article').filter({ hasText: `(${run})` });
  await expect(card).toBeVisible();
  await expectToFit(page, width, card.getByText(word, { exact: true }));
  await page.goto(`/library/questions/${question.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectToFit(page, width, page.getByRole('heading', { level: 1 }));

  // The case list, with the case picked for a drill, and the case's page.
  await page.goto('/library/cases');
  await page.getByRole('checkbox', { name: `Select ${word}` }).check();
  await expect(page.getByRole('button', { name: 'Drill these cases' })).toBeVisible();
  await expectToFit(page, width, page.getByRole('button', { name: 'Drill these cases' }));
  await page.goto(`/library/cases/${caseFlash.id}`);
  await expect(page.getByRole('heading', { name: word, level: 1 })).toBeVisible();
  await expectToFit(page, width, page.getByText(LONG_LINK, { exact: true }));
  await expectToFit(page, width, page.getByText(tag, { exact: true }));

  // The outline, a link as one of its topics.
  await page.goto(`/outlines/${outline.id}`);
  await expect(page.getByRole('checkbox', { name: LONG_LINK })).toBeVisible();
  await expectToFit(page, width, page.getByText(LONG_LINK, { exact: true }));

  // A search for a long word finds nothing, and says so within the screen.
  const q = `${run}${'x'.repeat(150)}`;
  await page.goto(`/search?q=${q}`);
  await expect(page.getByText(`Nothing found for “${q}”.`)).toBeVisible();
  await expectToFit(page, width, page.getByRole('status').filter({ hasText: q }));

  await ama.context.close();
});
