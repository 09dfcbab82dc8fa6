/*
 * The production build (what npm start serves) holds no MSW code, no worker script and no
 * QA panel: those belong to the `mocks` mode only. The mocks build, made by the `mocks`
 * project's web server, shows that the markers looked for are real.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const WORKER_FILE = 'mockServiceWorker.js';
// msw's log prefix, its worker's checksum constant, the mocked app's storage keys and the panel's name.
const MARKERS = ['[MSW]', 'INTEGRITY_CHECKSUM', 'campus-mocks:', 'QA panel', WORKER_FILE];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function markersIn(dir: string): { files: string[]; found: string[] } {
  const files = filesUnder(dir);
  const text = files.filter((file) => !/\.(br|gz|png|mp3|ico)$/.test(file)).map((file) => readFileSync(file, 'latin1'));
  return { files: files.map((file) => file.slice(dir.length + 1)), found: MARKERS.filter((marker) => text.some((content) => content.includes(marker))) };
}

test('the production build and the server carry no mocks; the mocks build does', async ({ request }) => {

  const production = markersIn('dist/client');
  expect(production.files).toContain('index.html');
  expect(production.files).not.toContain(WORKER_FILE);
  expect(production.found).toEqual([]);

  const mocks = markersIn('dist/mocks');
  expect(mocks.files).toContain(WORKER_FILE);
  expect(mocks.found).toEqual(MARKERS);

  // npm start serves dist/client: the worker's path is no script there.
  const response = await request.get(`/${WORKER_FILE}`);
  expect(await response.text()).not.toContain('INTEGRITY_CHECKSUM');
});
