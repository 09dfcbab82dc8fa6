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

/** How many audits of each page make its figures: single audits of one build vary by ±0.1 on a shared machine. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** Each page's median audit by performance (its other figures from that same audit), or undefined where there is no Chromium to run it in. */
export async function auditPages(baseUrl: string, pages: AuditedPage[]): Promise<PageScores[] | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const scores: PageScores[] = [];
    for (const page of pages) {
      const runs: PageScores[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await audit(chrome.port, baseUrl, page));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (median) scores.push(median);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

async function audit(port: number, baseUrl: string, { path, sessionToken }: AuditedPage): Promise<PageScores> {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: sessionToken ? { Cookie: `sid=${sessionToken}` } : {},
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = result.lhr;
  return {
    path,
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  };
}
