/*
 * Issue #17 in Chromium: the app opens offline from its service worker with the last data
 * seen (persisted query cache), writes made offline wait in the outbox across a reload and
 * reach the server and a classmate exactly once when the signal is back, and a new version
 * of the service worker is announced with a Reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { feedUser, type FeedUser } from './support/feed-users.ts';

async function api(user: FeedUser, path: string, data: unknown): Promise<{ id: string }> {
  const csrf = (await user.context.cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const response = await user.context.request.post(`/api/v1${path}`, { data, headers: { 'X-CSRF-Token': csrf } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

/** Resolves once the service worker is active and this page's data is saved in IndexedDB. */
async function readyForOffline(page: Page, savedText: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onsuccess = () => {
              const read = open.result.transaction('keyval').objectStore('keyval').get('query-cache');
              read.onsuccess = () => resolve(JSON.stringify(read.result ?? null));
              read.onerror = () => resolve('');
            };
            open.onerror = () => resolve('');
          }),
      ),
    )
    .toContain(savedText);
}

test('reads the last feed and a note offline; a post and a message written offline arrive once, after a reload', async ({ browser, viewport }) => {
  // Two students, five page loads and two reloads offline: longer than one ordinary journey.
  test.setTimeout(120_000);
  const ama = await feedUser(browser, 'Ama Offline', { institutionId: 1000, viewport });
  const kofi = await feedUser(browser, 'Kofi Signal', { institutionId: 1000, viewport });
  const tag = Date.now().toString(36);
  await api(kofi, '/posts/create', { body: `Lecture moved to Room 4 ${tag}` });
  const note = await api(ama, '/notes/create', { title: `Contract law ${tag}`, body: 'Offer, acceptance, consideration.' });
  const conversation = await api(ama, '/messaging/conversation/newConversation', { participantId: kofi.id });

  const page = ama.page;
  await page.goto(`/notes/${note.id}`);
  await expect(page.getByRole('heading', { name: `Contract law ${tag}` })).toBeVisible();
  // Each page load saves what it showed (throttled) before the next one starts.
  await readyForOffline(page, `Contract law ${tag}`);
  await page.goto(`/messages/${conversation.id}`);
  await expect(page.getByRole('textbox', { name: 'Write a message' })).toBeVisible();
  await readyForOffline(page, `["messaging","messages","${conversation.id}"]`);
  await page.goto('/feed');
  await expect(page.getByText(`Lecture moved to Room 4 ${tag}`)).toBeVisible();
  await readyForOffline(page, `Lecture moved to Room 4 ${tag}`);
  await readyForOffline(page, `Contract law ${tag}`);

  await ama.context.setOffline(true);
  await page.reload();
  await expect(page.getByText(`Lecture moved to Room 4 ${tag}`)).toBeVisible();
  await expect(page.getByText(/^Offline, showing what you saw at /)).toBeVisible();
  await page.goto(`/notes/${note.id}`);
  await expect(page.getByRole('heading', { name: `Contract law ${tag}` })).toBeVisible();

  // Written with no signal: shown at once, marked as waiting.
  await page.goto('/feed');
  await page.getByLabel('Write a post').fill(`Notes from the bus ${tag}`);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const queuedPosts = page.getByRole('list', { name: 'Posts waiting to send' });
  await expect(queuedPosts.getByText(`Notes from the bus ${tag}`)).toBeVisible();
  await expect(queuedPosts.getByText('Waiting to send')).toBeVisible();
  await page.goto(`/messages/${conversation.id}`);
  await page.getByRole('textbox', { name: 'Write a message' }).fill(`See you at the library ${tag}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`See you at the library ${tag}`)).toBeVisible();
  await expect(page.getByText('Waiting to send')).toBeVisible();

  // A reload, still offline, keeps both.
  await page.reload();
  await expect(page.getByText(`See you at the library ${tag}`)).toBeVisible();
  await expect(page.getByText('Waiting to send')).toBeVisible();

  // A full page load opens a new socket, while the old one's presence lingers a few seconds:
  // wait for this page's own connection and its thread before the message can be sent.
  const kofiConnected = kofi.page.waitForEvent('console', (message) => message.text().startsWith('[socket] connected'));
  await kofi.page.goto(`/messages/${conversation.id}`);
  await kofiConnected;
  await expect(kofi.page.getByRole('textbox', { name: 'Write a message' })).toBeVisible();
  await ama.context.setOffline(false);
  await expect(page.getByText('Waiting to send')).toHaveCount(0);
  await expect(kofi.page.getByText(`See you at the library ${tag}`)).toHaveCount(1);
  await kofi.page.goto('/feed');
  await expect(kofi.page.getByText(`Notes from the bus ${tag}`)).toHaveCount(1);

  // Exactly once on the server.
  const posts = (await (await kofi.context.request.get('/api/v1/posts?take=50')).json()) as { items: { body: string }[] };
  expect(posts.items.filter((item) => item.body === `Notes from the bus ${tag}`)).toHaveLength(1);
  const messages = (await (await kofi.context.request.get(`/api/v1/messaging/messages/${conversation.id}`)).json()) as { items: { body: string }[] };
  expect(messages.items.filter((item) => item.body === `See you at the library ${tag}`)).toHaveLength(1);

  await ama.context.close();
  await kofi.context.close();
});
