import { expect, test } from '@playwright/test';
import { formatBytes } from '../../src/client/lib/bytes.ts';
import { feedUser } from './support/feed-users.ts';
import { mainNav, openArea } from './support/navigation.ts';

// A small real PNG (16 × 12, blue).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVQoz2OQi1pAEmIY1TCqATsCANrc0gGy06fDAAAAAElFTkSuQmCC',
  'base64',
);

test('on a 2g connection low-data mode is on by itself, the month’s bytes are counted and a photo loads only when asked', async ({ browser, viewport }, testInfo) => {
  const student = await feedUser(browser, 'Yaw Darko', { institutionId: 1000, viewport });
  const page = student.page;
  // What a phone on 2g reports (headless Chromium reports a fast connection).
  await student.context.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: false, effectiveType: '2g' });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  });
  await page.reload();
  await expect(mainNav(page).getByRole('link', { name: 'Feed', exact: true })).toBeVisible();

  // A photo in a folder: the list shows its kind and size, the preview asks before loading it.
  await openArea(page, 'Files');
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('textbox', { name: 'Folder name' }).fill('Land Law');
  await page.getByRole('button', { name: 'Create folder' }).click();
  await page.getByRole('list', { name: 'My folders' }).getByRole('link', { name: /Land Law/ }).click();
  await page.getByLabel('Choose files').setInputFiles([{ name: 'Site plan.png', mimeType: 'image/png', buffer: PNG }]);
  const files = page.getByRole('list', { name: 'Files in Land Law' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  const contentRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/files\/[^/]+\/content$/.test(new URL(request.url()).pathname)) contentRequests.push(request.url());
  });

  await files.getByRole('button', { name: 'Preview Site plan.png' }).click();
  const preview = page.getByRole('dialog', { name: 'Site plan.png' });
  const show = preview.getByRole('button', { name: `Show image (${formatBytes(PNG.length, 1)})` });
  await expect(show).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('image-on-tap.png') });
  expect(contentRequests).toEqual([]);

  await show.click();
  const image = preview.getByRole('img', { name: 'Site plan.png' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(16);
  expect(contentRequests).toHaveLength(1);
  await preview.getByRole('button', { name: 'Close' }).click();

  // Settings: the switch shows the mode as applied, and this month's bytes are more than nothing.
  await openArea(page, 'Settings');
  const lowData = page.getByRole('switch', { name: 'Low-data mode' });
  await expect(lowData).toHaveAttribute('aria-checked', 'true');
  const counter = page.getByText(/^This month: /);
  await expect(counter).toHaveText(/^This month: \d+(\.\d)? (KB|MB)$/);
  await lowData.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('settings.png') });

  // Turned off on this device, it stays off after a reload although the connection is still slow.
  await lowData.click();
  await expect(lowData).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Low-data mode' })).toHaveAttribute('aria-checked', 'false');
  await student.context.close();
});
