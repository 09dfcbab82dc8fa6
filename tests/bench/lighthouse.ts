/*
 * Lighthouse's mobile audit (simulated slow 4G and a slow CPU) of the pages students open
 * most, in Debian's Chromium.
 */
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';

export type PageScores = { path: string; performance: number; accessibility: number; fcpMs: number; lcpMs: number };


/** A page to audit, opened signed in when it has a session token. */
export type AuditedPage = { path: string; sessionToken?: string };

/** Scores for each page, or undefined where there is no Chromium to run it in. */
export async function auditPages(baseUrl: string, pages: AuditedPage[]): Promise<PageScores[] | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const scores: PageScores[] = [];
    for (const { path, sessionToken } of pages) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: sessionToken ? { Cookie: `sid=${sessionToken}` } : {},
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      scores.push({
        path,
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
