import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBytes } from '../../src/client/lib/bytes.ts';
import { feedUser } from './support/feed-users.ts';
import { mainNav, openArea } from './support/navigation.ts';

// A small real PNG (16 × 12, blue) and a minimal valid PDF: what the server sniffs must match.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVQoz2OQi1pAEmIY1TCqATsCANrc0gGy06fDAAAAAElFTkSuQmCC',
  'base64',
);
const pdf = (padding = 0) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\n'),
    // A comment line pads a PDF to any size and leaves it valid.
    padding > 0 ? Buffer.concat([Buffer.from('%'), Buffer.alloc(padding, 'x'), Buffer.from('\n')]) : Buffer.alloc(0),
    Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
const MiB = 1024 * 1024;

/** Opens Files from the navigation, makes a folder there and opens it; answers its id. */
async function newFolder(page: Page, name: string): Promise<string> {
  // The shell has its navigation once signing in has landed (Feed is in the sidebar and the phone bar alike).
  await expect(mainNav(page).getByRole('link', { name: 'Feed', exact: true })).toBeVisible();
  await openArea(page, 'Files');
  await expect(page.getByText('You have no folders yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('textbox', { name: 'Folder name' }).fill(name);
  await page.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByText('Your folder has been created.')).toBeVisible();
  await page.getByRole('list', { name: 'My folders' }).getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('a student uploads a PDF and a photo, previews and downloads them, and a large upload survives going offline', async ({ browser, viewport }) => {
  const student = await feedUser(browser, 'Abena Asante', { institutionId: 1000, viewport });
  const page = student.page;

  const folderId = await newFolder(page, 'Contract Law');

  // A PDF and a photo, picked together.
  const lecture = pdf(2000);
  await page.getByLabel('Choose files').setInputFiles([
    { name: 'Offer and acceptance.pdf', mimeType: 'application/pdf', buffer: lecture },
    { name: 'Whiteboard.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByText('Uploaded')).toHaveCount(2);
  const files = page.getByRole('list', { name: 'Files in Contract Law' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(`2 files · ${formatBytes(lecture.length + PNG.length)}`)).toBeVisible();

  // The photo opens in a preview, the full image loaded.
  await files.getByRole('button', { name: 'Preview Whiteboard.png' }).click();
  const preview = page.getByRole('dialog', { name: 'Whiteboard.png' });
  const image = preview.getByRole('img', { name: 'Whiteboard.png' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(16);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // The PDF opens in the browser's viewer and downloads byte for byte.
  const open = files.getByRole('link', { name: 'Open Offer and acceptance.pdf in a new tab' });
  await expect(open).toHaveAttribute('target', '_blank');
  const served = await page.request.get((await open.getAttribute('href')) ?? '');
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await served.body(), lecture)).toBe(0);
  const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('link', { name: 'Download Offer and acceptance.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('Offer and acceptance.pdf');
  expect(Buffer.compare(await readFile((await download.path()) ?? ''), lecture)).toBe(0);

  // 12 MB goes through tus in chunks; the connection drops as the second chunk goes out.
  let patches = 0;
  await page.route('**/api/v1/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 2) {
      await student.context.setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  const recording = pdf(12 * MiB - pdf().length - 2);
  expect(recording.length).toBe(12 * MiB);
  await page.getByLabel('Choose files').setInputFiles({ name: 'Recorded lecture.pdf', mimeType: 'application/pdf', buffer: recording });
  const big = uploads.getByRole('article', { name: 'Recorded lecture.pdf' });
  await expect(big.getByText(/Waiting for the connection · \d+% sent/)).toBeVisible();
  const sent = Number(await big.getByRole('progressbar').getAttribute('aria-valuenow'));
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(100);

  await student.context.setOffline(false);
  await expect(big.getByText('Uploaded')).toBeVisible();
  await expect(files.getByRole('link', { name: 'Open Recorded lecture.pdf in a new tab' })).toHaveCount(1);
  await expect(files.getByRole('listitem').filter({ hasText: 'Recorded lecture.pdf' })).toContainText('12.00 MB');
  const listed = await page.request.get(`/api/v1/folders/files/${folderId}`);
  const { items } = (await listed.json()) as { items: { name: string; sizeBytes: number }[] };
  expect(items.filter((item) => item.name === 'Recorded lecture.pdf').map((item) => item.sizeBytes)).toEqual([12 * MiB]);
  await page.unroute('**/api/v1/uploads/*');

  // Deleting the folder takes its files with it.
  await page.getByRole('link', { name: 'All folders' }).click();
  await page.getByRole('button', { name: 'Delete Contract Law' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Folder deleted successfully')).toBeVisible();
  await expect(page.getByText('You have no folders yet.')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Storage used' })).toHaveAttribute('aria-valuetext', '0 Bytes of 1.00 GB used');

  await student.context.close();
});

test('an upload cut off by a reload is offered again and resumes from where the server stopped', async ({ browser, viewport }) => {
  const student = await feedUser(browser, 'Yaw Darko', { institutionId: 1000, viewport });
  const page = student.page;
  const folderId = await newFolder(page, 'Law of Torts');
  // A file on disk, as a student picks it: chosen again, it is the same file (name, size, date).
  const dir = await mkdtemp(join(tmpdir(), 'campus-e2e-'));
  const path = join(dir, 'Negligence lecture.pdf');
  await writeFile(path, pdf(12 * MiB - pdf().length - 2));

  // The second chunk never gets an answer (nor reaches the server): the page is reloaded while it waits.
  const offsets: string[] = [];
  let secondChunkSent!: () => void;
  const held = new Promise<void>((resolve) => (secondChunkSent = resolve));
  await page.route('**/api/v1/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    offsets.push((await route.request().headerValue('upload-offset')) ?? '');
    if (offsets.length === 2) return secondChunkSent();
    return route.continue();
  });
  await page.getByLabel('Choose files').setInputFiles(path);
  await held;
  await page.reload();

  const unfinished = page.getByRole('list', { name: 'Uploads' }).getByRole('article', { name: 'Negligence lecture.pdf' });
  await expect(unfinished.getByText('Not finished: choose the file again to resume.')).toBeVisible();
  await unfinished.getByLabel('Choose Negligence lecture.pdf again to resume').setInputFiles(path);
  await expect(unfinished.getByText('Uploaded')).toBeVisible();
  // After the reload it went on from the first chunk the server kept, not from the start.
  expect(offsets.slice(0, 3)).toEqual(['0', String(2 * MiB), String(2 * MiB)]);

  const listed = await page.request.get(`/api/v1/folders/files/${folderId}`);
  const { items } = (await listed.json()) as { items: { name: string; sizeBytes: number }[] };
  expect(items.map((item) => [item.name, item.sizeBytes])).toEqual([['Negligence lecture.pdf', 12 * MiB]]);
  await expect(page.getByRole('list', { name: 'Files in Law of Torts' }).getByRole('listitem')).toHaveCount(1);

  await student.context.close();
  await rm(dir, { recursive: true, force: true });
});
