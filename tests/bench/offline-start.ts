/*
 * Opening the app with no network on a phone: the page opened once (the service worker
 * installs, the feed is saved in IndexedDB), then the start URL with the network off and the
 * CPU slowed 4×. Times, from the navigation's start, the first paint and the first screen
 * (the page's heading inside the signed-in layout).
 */
import { onSignedInPhone } from './chromium.ts';

export type OfflineStart = { fromServiceWorker: boolean; firstPaintMs: number; firstScreenMs: number };

type Window = { firstScreenAt?: number };
const FIRST_SCREEN = 'main h1';

/** The offline start's timings, or undefined where there is no Chromium. */
export function measureOfflineStart(baseUrl: string, sessionToken: string): Promise<OfflineStart | undefined> {
  return onSignedInPhone(baseUrl, sessionToken, async (page) => {
    const context = page.context();
    await page.goto(`${baseUrl}/feed`);
    await page.locator('article').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The persisted query cache is written a moment after the data arrives (throttled).
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const read = open.result.transaction('keyval').objectStore('keyval').get('query-cache');
            read.onsuccess = () => resolve(JSON.stringify(read.result ?? '').includes('"posts"'));
            read.onerror = () => resolve(false);
          };
        }),
      undefined,
      { polling: 200, timeout: 30_000 },
    );

    // When the first screen enters the page, on the page's own clock (0 = the navigation's start).
    await page.addInitScript((selector) => {
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector(selector)) return;
        (window as Window).firstScreenAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, FIRST_SCREEN);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await context.setOffline(true);
    await page.goto(`${baseUrl}/`);
    await page.locator(FIRST_SCREEN).first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        fromServiceWorker: (navigation?.workerStart ?? 0) > 0,
        firstPaintMs: paint?.startTime ?? Number.NaN,
        firstScreenMs: (window as Window).firstScreenAt ?? Number.NaN,
      };
    });
  });
}
