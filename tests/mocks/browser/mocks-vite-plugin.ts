/*
 * Vite's `mocks` mode (npm run dev:mocks, and the build the `mocks` Playwright project
 * previews): index.html loads the mocked app's entry instead of the app's, and MSW's worker
 * script is served from the installed msw package (so it always matches its version) at
 * /mockServiceWorker.js. Nothing of this is in `public/`: other modes never see it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const APP_ENTRY = '/src/client/main.tsx';
export const MOCKS_ENTRY = '/tests/mocks/browser/main.ts';
export const WORKER_FILE = 'mockServiceWorker.js';

const workerScript = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_FILE}`), 'utf8');

export function mocksPlugin(): Plugin {
  return {
    name: 'campus:mocks',
    transformIndexHtml: {
      // Before Vite bundles the page's script.
      order: 'pre',
      handler(html) {
        if (!html.includes(APP_ENTRY)) throw new Error(`index.html no longer loads ${APP_ENTRY}: update mocks-vite-plugin.ts`);
        return html.replace(APP_ENTRY, MOCKS_ENTRY);
      },
    },
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(workerScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerScript() });
    },
  };
}
