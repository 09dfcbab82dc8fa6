import { expect, test, type Page, type Response } from '@playwright/test';
import { feedUser } from './support/feed-users.ts';

/** The main navigation shown at this size (the sidebar on wide screens, the bottom bar on phones). */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });

type PracticeBody = { questions?: Record<string, unknown>[] };

/** Every practice answer the browser received until `stop` is called, for the leak check. */
function recordPracticeResponses(page: Page) {
  const bodies: Promise<{ url: string; method: string; body: unknown }>[] = [];
  const listener = (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/v1/questions-bank/practice/')) return;
    bodies.push(response.json().then((body: unknown) => ({ url: response.url(), method: response.request().method(), body })));
  };
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    return Promise.all(bodies);
  };
}

test('a student filters the bank, sits a timed exam, reviews it, and drills three cases as a study set', async ({ browser, viewport }) => {
  const ama = await feedUser(browser, 'Ama Owusu', { institutionId: 1000, viewport });
  const page = ama.page;
  const wide = !!viewport && viewport.width >= 768;

  // The Library sits in the sidebar; the phone's bottom bar leaves it out for now.
  if (wide) await mainNav(page).getByRole('link', { name: 'Library' }).click();
  else await page.goto('/library');
  await page.getByRole('link', { name: /^Question bank/ }).click();

  // Filter the starter bank to the law of contract's MCQs.
  const questions = page.getByRole('list', { name: 'Questions' });
  await expect(questions.getByRole('article').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Course' }).selectOption('Law of Contract');
  await page.getByRole('search', { name: 'Filter questions' }).getByText('MCQ', { exact: true }).click();
  await expect(page).toHaveURL(/\/library\/questions\?course=Law\+of\+Contract&type=mcq$/);
  await expect(questions.getByRole('article').first()).toContainText('Law of Contract');
  await expect(questions.getByRole('article').filter({ hasText: 'Essay' })).toHaveCount(0);

  // A timed exam of five of them.
  await page.getByRole('link', { name: 'Practise' }).click();
  await expect(page.getByRole('heading', { name: 'Practice and exams', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('Law of Contract');
  await page.getByRole('spinbutton', { name: 'Number of questions' }).fill('5');
  await page.getByRole('switch', { name: 'Timed exam' }).click();
  await page.getByRole('spinbutton', { name: 'Time limit (minutes)' }).fill('10');
  const stopRecording = recordPracticeResponses(page);
  await page.getByRole('button', { name: 'Start the exam' }).click();

  await expect(page.getByRole('heading', { name: 'Exam', level: 1 })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(10:00|9:\d\d)$/);
  await expect(page.getByText('Question 1 of 5 · 0 answered')).toBeVisible();
  for (let number = 1; number <= 5; number += 1) {
    await page.getByRole('radio').first().check();
    await expect(page.getByText('Answer saved. You can change it until time is up.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Question ${number}, answered` })).toBeVisible();
    if (number < 5) await page.getByRole('button', { name: 'Next question' }).click();
  }
  await expect(page.getByText('Question 5 of 5 · 5 answered')).toBeVisible();
  // Nothing graded shows while the exam runs.
  await expect(page.getByText('Answer:', { exact: true })).toHaveCount(0);

  // Before finishing, no answer, model answer or explanation reached the browser.
  const received = await stopRecording();
  const path = (url: string) => new URL(url).pathname;
  const practices = received.filter((entry) => /\/questions-bank\/practice\/[^/]*$/.test(path(entry.url)) && (entry.method === 'POST') === path(entry.url).endsWith('/'));
  const answers = received.filter((entry) => path(entry.url).endsWith('/answer'));
  expect(practices.length).toBeGreaterThanOrEqual(1);
  expect(answers).toHaveLength(5);
  for (const { body } of answers) expect(body).toEqual({ recorded: true });
  for (const { body } of practices) {
    const shown = (body as PracticeBody).questions ?? [];
    expect(shown).toHaveLength(5);
    for (const question of shown) {
      expect(Object.keys(question)).not.toContain('answerIndex');
      expect(Object.keys(question)).not.toContain('modelAnswer');
      expect(Object.keys(question)).not.toContain('explanation');
    }
  }

  await page.getByRole('button', { name: 'Finish the exam' }).click();
  await expect(page.getByRole('heading', { name: 'Result', level: 1 })).toBeVisible();
  const score = page.getByRole('region', { name: 'Score' });
  await expect(score).toContainText(/\d+%/);
  await expect(score).toContainText('5 of 5 answered');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Law of Contract');
  const review = page.getByRole('list', { name: 'Review' }).getByRole('article');
  await expect(review).toHaveCount(5);
  await expect(review.first().getByText('Your answer:')).toBeVisible();
  await expect(review.first().getByText('Answer:', { exact: true })).toBeVisible();

  // The attempt is listed in the history.
  await page.getByRole('link', { name: 'Practice and exams' }).click();
  await expect(page.getByRole('list', { name: 'Past attempts' }).getByRole('article')).toHaveCount(1);

  // Three cases, drilled as a study set.
  await page.goto('/library');
  await page.getByRole('link', { name: /^Case flashes/ }).click();
  await page.getByRole('combobox', { name: 'Course' }).selectOption('Law of Contract');
  await expect(page).toHaveURL(/course=Law\+of\+Contract/);
  const cases = page.getByRole('list', { name: 'Case flashes' });
  // The last search's cases stay shown (busy) until the course's arrive.
  await expect(cases).not.toHaveAttribute('aria-busy', 'true');
  await expect(cases.getByRole('article').filter({ hasNotText: 'Law of Contract' })).toHaveCount(0);
  const boxes = cases.getByRole('checkbox');
  await expect(boxes.nth(2)).toBeVisible();
  for (let index = 0; index < 3; index += 1) await boxes.nth(index).check();
  await expect(page.getByText('3 cases selected')).toBeVisible();
  await page.getByRole('button', { name: 'Drill these cases' }).click();
  const dialog = page.getByRole('dialog', { name: 'Drill these cases' });
  await expect(dialog.getByRole('textbox', { name: 'Study set title' })).toHaveValue('Case drill: Law of Contract');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/study-sets/from-case-flashes') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create and study' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect(page.getByText('Study set created successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/study/sets/${id}/study$`));

  const set = await ama.context.request.get(`/api/v1/study-sets/${id}`);
  expect(set.status()).toBe(200);
  const detail = (await set.json()) as { title: string; cardsCount: number; flashCards: { front: string; back: string }[] };
  expect(detail.title).toBe('Case drill: Law of Contract');
  expect(detail.cardsCount).toBe(3);
  expect(detail.flashCards).toHaveLength(3);
  for (const card of detail.flashCards) expect(card.back).toContain(' — ');

  await ama.context.close();
});
