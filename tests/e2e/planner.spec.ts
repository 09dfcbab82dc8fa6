import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { feedUser } from './support/feed-users.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
const column = (page: Page, name: string) => page.getByRole('list', { name: `Tasks in ${name}` });
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const saved = (page: Page, path: string) => page.waitForResponse((response) => response.url().includes(path) && response.request().method() === 'PATCH' && response.ok());

/** Opens an area from the sidebar where there is one; phones reach these areas by address. */
async function openArea(page: Page, label: string, path: string, wide: boolean) {
  if (wide) await mainNav(page).getByRole('link', { name: label }).click();
  else await page.goto(path);
}

async function addTask(page: Page, title: string) {
  await page.getByRole('region', { name: 'To do' }).getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task created successfully').first()).toBeVisible();
  await expect(column(page, 'To do').getByRole('article', { name: title })).not.toHaveAttribute('aria-busy', 'true');
}

/** Presses the mouse on `from`, moves it in steps onto `to` and lets go there. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  if (!start) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 4 });
  const end = await to.boundingBox();
  if (!end) throw new Error('nowhere to drop');
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 30), { steps: 20 });
  await page.mouse.move(end.x + end.width / 2 + 2, end.y + Math.min(end.height / 2, 30) + 2, { steps: 2 });
  await page.mouse.up();
}

test('tasks dragged to Done by mouse and by keyboard stay there, and ticked outline topics stay ticked', async ({ browser, viewport }) => {
  const run = randomBytes(3).toString('hex');
  const wide = !!viewport && viewport.width >= 768;
  const { page, context } = await feedUser(browser, 'Akosua Darko', { institutionId: 1002, viewport });
  const brief = `Brief Salomon v Salomon ${run}`;
  const past = `Past questions ${run}`;

  // A fresh board has the three default columns; two tasks go into To do.
  await openArea(page, 'Tasks', '/tasks', wide);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  for (const name of ['To do', 'In progress', 'Done']) await expect(page.getByRole('region', { name })).toBeAttached();
  await addTask(page, brief);
  await addTask(page, past);

  // With the mouse: onto the Done column, or on a phone onto the Done tab.
  const dropTarget = wide ? column(page, 'Done') : page.getByRole('navigation', { name: 'Columns' }).getByRole('button', { name: /^Done/ });
  const mouseMove = saved(page, '/tasks/update/');
  await dragWithMouse(page, page.getByRole('button', { name: `Move ${brief}` }), dropTarget);
  await mouseMove;
  await expect(column(page, 'Done').getByRole('article', { name: brief })).toBeAttached();
  await expect(column(page, 'To do').getByRole('article', { name: brief })).toHaveCount(0);

  // With the keyboard: Space lifts, the arrow keys carry it two columns right, Space drops it.
  const handle = page.getByRole('button', { name: `Move ${past}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Picked up task ${past}, in To do`);
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion(page)).toContainText(`Task ${past} is over In progress`);
  // On a phone the Done column sits off screen until scrolled to; a press may land before its place is measured.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(liveRegion(page)).toContainText(`Task ${past} is over Done`, { timeout: 1000 });
  }).toPass();
  const keyboardMove = saved(page, '/tasks/update/');
  await page.keyboard.press('Space');
  await keyboardMove;
  await expect(liveRegion(page)).toContainText(`Task ${past} was dropped in Done`);

  // Both are still in Done after a reload.
  await page.reload();
  await expect(column(page, 'Done').getByRole('article', { name: brief })).toBeAttached();
  await expect(column(page, 'Done').getByRole('article', { name: past })).toBeAttached();
  await expect(column(page, 'To do').getByRole('article')).toHaveCount(0);

  // An outline started from the catalogue's Law of Torts; two topics ticked.
  await openArea(page, 'Outlines', '/outlines', wide);
  await page.getByRole('button', { name: 'New outline' }).click();
  const dialog = page.getByRole('dialog', { name: 'New course outline' });
  await dialog.getByRole('combobox', { name: 'Start from a catalogue course' }).selectOption({ label: 'Law of Torts (LLB-TORTS)' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`Torts revision ${run}`);
  await dialog.getByRole('button', { name: 'Create outline' }).click();
  await expect(page.getByText('Task created successfully')).toBeVisible();
  await page.getByRole('link', { name: `Torts revision ${run}` }).click();
  await expect(page.getByRole('heading', { name: `Torts revision ${run}`, level: 1 })).toBeVisible();

  const topics = page.getByRole('list', { name: 'Topics' }).getByRole('checkbox');
  const total = await topics.count();
  expect(total).toBeGreaterThan(2);
  for (const index of [0, 1]) {
    const tick = saved(page, '/course-outline/update/');
    // A controlled box shows the tick once the outline's cache has it, a moment after the click.
    await topics.nth(index).click();
    await tick;
    await expect(topics.nth(index)).toBeChecked();
  }
  const progress = page.getByRole('progressbar', { name: `Progress of Torts revision ${run}` });
  await expect(progress).toHaveAttribute('aria-valuetext', `2 of ${total} topics done`);

  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuetext', `2 of ${total} topics done`);
  await expect(topics.nth(0)).toBeChecked();
  await expect(topics.nth(1)).toBeChecked();
  await expect(topics.nth(2)).not.toBeChecked();
  await openArea(page, 'Outlines', '/outlines', wide);
  await expect(page.getByRole('progressbar', { name: `Progress of Torts revision ${run}` })).toHaveAttribute('aria-valuetext', `2 of ${total} topics done`);

  await context.close();
});
