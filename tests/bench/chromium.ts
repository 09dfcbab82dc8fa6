/* Debian's Chromium for the bench's browser measurements, and a signed-in phone page in it. */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Runs `measure` on a 360 × 800 phone page holding the session cookie; undefined where there is no Chromium. */
export async function onSignedInPhone<T>(baseUrl: string, sessionToken: string, measure: (page: Page) => Promise<T>): Promise<T | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true });
    await context.addCookies([{ name: 'sid', value: sessionToken, url: baseUrl }]);
    return await measure(await context.newPage());
  } finally {
    await browser.close();
  }
}
