/*
 * A repeat visit of /feed on a phone: the page opened once (the service worker installs and
 * precaches the app), then again. Counts what came over the network, not from the worker,
 * until the first post shows.
 */
import type { Page } from '@playwright/test';
import { onSignedInPhone } from './chromium.ts';

export type RepeatVisit = { bytes: number; requests: { url: string; bytes: number }[] };

const firstPost = (page: Page) => page.locator('article').first().waitFor({ state: 'visible', timeout: 60_000 });

/** The bytes of the second visit, or undefined where there is no Chromium. */
export function measureRepeatVisit(baseUrl: string, sessionToken: string): Promise<RepeatVisit | undefined> {
  return onSignedInPhone(baseUrl, sessionToken, async (page) => {
    await page.goto(`${baseUrl}/feed`);
    await firstPost(page);
    // Installed and activated, with every precached file in its cache.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    let counting = true;
    const sizes: Promise<{ url: string; bytes: number } | undefined>[] = [];
    page.on('requestfinished', (request) => {
      if (!counting) return;
      sizes.push(
        (async () => {
          const response = await request.response();
          if (!response || response.fromServiceWorker()) return undefined;
          const { responseHeadersSize, responseBodySize } = await request.sizes();
          return { url: request.url().replace(baseUrl, ''), bytes: responseHeadersSize + responseBodySize };
        })(),
      );
    });
    await page.reload();
    await firstPost(page);
    counting = false;
    const requests = (await Promise.all(sizes)).filter((entry) => entry !== undefined);
    return { bytes: requests.reduce((sum, entry) => sum + entry.bytes, 0), requests };
  });
}
