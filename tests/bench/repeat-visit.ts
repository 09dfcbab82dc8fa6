/*
 * A repeat visit of /feed on a phone: the page opened once (the service worker installs and
 * precaches the app), then again. Counts what came over the network, not from the worker,
 * until the first post shows.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export type RepeatVisit = { bytes: number; requests: { url: string; bytes: number }[] };

const firstPost = (page: Page) => page.locator('article').first().waitFor({ state: 'visible', timeout: 60_000 });

/** The bytes of the second visit, or undefined where there is no Chromium. */
export async function measureRepeatVisit(baseUrl: string, sessionToken: string): Promise<RepeatVisit | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true });
    await context.addCookies([{ name: 'sid', value: sessionToken, url: baseUrl }]);
    const page = await context.newPage();
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
  } finally {
    await browser.close();
  }
}
