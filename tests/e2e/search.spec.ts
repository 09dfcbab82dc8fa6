import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { feedUser } from './support/feed-users.ts';

/** The search field from the top bar: on a phone through its search button, elsewhere with the `/` key. */
/** The recent searches this device keeps for `userId` (idb-keyval's store), as text. */
function storedRecentSearches(page: Page, userId: string): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get(key);
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? null));
          read.onerror = () => resolve('');
        };
      }),
    `campus:recent-searches:${userId}`,
  );
}

async function openSearch(page: Page, phone: boolean) {
  const field = page.getByRole('searchbox', { name: 'Search Campus' });
  if (phone) {
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(field).toBeFocused();
    return field;
  }
  // The key is heard once the top bar has mounted its listener; on a slow page the first press can come before.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(field).toBeFocused({ timeout: 1000 });
  }).toPass();
  return field;
}

test('the top bar finds my note and a case from the starter library', async ({ browser, viewport }) => {
  const phone = (viewport?.width ?? 1280) < 768;
  const run = randomBytes(3).toString('hex');
  const title = `Promissory estoppel ${run}`;
  const ama = await feedUser(browser, 'Ama Owusu', { institutionId: 1000, viewport });
  const page = ama.page;

  const csrf = (await ama.context.cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const created = await ama.context.request.post('/api/v1/notes/create', {
    headers: { 'X-CSRF-Token': csrf },
    data: { title, body: 'High Trees: estoppel makes a promise not to insist on strict rights binding.', visibility: 'private' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const note = (await created.json()) as { id: string };

  // My note, by a word of its title and the start of another, from whatever page is open.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const field = await openSearch(page, phone);
  await field.pressSequentially(`${run} estop`);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${run}\\+estop$`));
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(page.getByRole('heading', { name: 'Notes (1)', level: 2 })).toBeVisible();
  await expect(notes.locator('mark')).toHaveText(['estoppel']);
  await notes.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));

  // A case flash, filtered to cases and opened from the keyboard.
  await openSearch(page, phone);
  await page.getByRole('searchbox', { name: 'Search Campus' }).pressSequentially('Carlill');
  await page.getByRole('navigation', { name: 'Kinds of result' }).getByRole('link', { name: /^Cases \d+$/ }).click();
  await expect(page).toHaveURL(/\/search\?q=Carlill&type=caseFlash$/);
  const cases = page.getByRole('list', { name: 'Cases' });
  await expect(cases.getByRole('link', { name: 'Carlill v Carbolic Smoke Ball Co', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Campus' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(cases.getByRole('link').first()).toBeFocused();
  await expect(cases.getByRole('link').first()).toHaveAccessibleName('Carlill v Carbolic Smoke Ball Co');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/library\/cases\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Carlill v Carbolic Smoke Ball Co', level: 1 })).toBeVisible();
  // Kept in IndexedDB as the result opened; the reload below must not cut that write short.
  await expect.poll(() => storedRecentSearches(page, ama.id)).toContain('Carlill');

  // Both searches are offered again on this device.
  await page.goto('/search');
  await expect(page.getByRole('list', { name: 'Recent searches' }).getByRole('link')).toHaveText(['Carlill', `${run} estop`]);

  await ama.context.close();
});
