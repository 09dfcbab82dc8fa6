import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { mocksPlugin } from './tests/mocks/browser/mocks-vite-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// `--mode mocks` (npm run dev:mocks): the app over MSW with the QA panel and no server, built to dist/mocks.
// That mode alone loads MSW and its worker script, and registers no other service worker (one worker per scope).
export default defineConfig(({ mode }) => ({
  root: '.',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/route-tree.gen.ts',
      autoCodeSplitting: true,
      // Loaders in chunks of their own too: their queries and the contract schemas they parse
      // are fetched with the route, not with the app's first script.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    ...(mode === 'mocks'
      ? [mocksPlugin()]
      : [
          // .br and .gz beside each text asset, sent as they are to browsers that accept them.
          compression({ algorithms: ['brotliCompress', 'gzip'] }),
          // The service worker (app/service-worker.ts registers it): the shell, every route chunk, the
          // icons and the notification sound are precached; navigations fall back to index.html. The API
          // is never cached by the worker: React Query owns data (its cache is persisted to IndexedDB).
          // Not in mocks mode: MSW's worker holds that scope.
          VitePWA({
            strategies: 'generateSW',
            registerType: 'prompt',
            injectRegister: false,
            manifest: false,
            workbox: {
              globPatterns: ['**/*.{js,css,html,svg,png,mp3,webmanifest}'],
              // The common-passwords list (sign-up's password check, ~100 KB gzipped) is fetched when needed, not precached.
              globIgnores: ['og-image.png', '**/common-passwords-*.js'],
              navigateFallback: '/index.html',
              navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/],
              cleanupOutdatedCaches: true,
              runtimeCaching: [],
            },
          }),
        ]),
  ],
  build: {
    outDir: mode === 'mocks' ? 'dist/mocks' : 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Fewer, larger files: on a slow connection each request costs a round trip, and the
    // default split left dozens of 1 KB chunks for a signed-in page to wait for in turn.
    // The first script is one file; what several pages share is grouped by the pages that
    // use it, small groups merged into their nearest neighbour.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The session check's schema (lib/session-query.ts) in a chunk of its own: merged into a
            // shared group it brought a dozen other pages' chunks to every first load.
            { name: 'session-schemas', test: /src\/contract\/(auth|users|institutions)\.ts$/ },
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 24_000 },
          ],
        },
        // Grouping moves modules between chunks; this keeps them running in import order.
        strictExecutionOrder: true,
        // A shared group's name lists every page that uses it: too long for a file name.
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        // jsdom stands in for a browser: tus-js-client's browser build (XHR, localStorage), as the app's bundle has it.
        resolve: { alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.es5/browser/index.js' }] },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          // A whole route renders per test; beside the server suites on two cores that can pass 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                environment: 'node',
                include: ['tests/server/**/*.test.ts'],
                // Resilience suites start (and kill) their own PostgreSQL and Redis.
                exclude: ['tests/server/**/*.sqlite-only.test.ts', 'tests/server/**/resilience-*.test.ts'],
                env: { CAMPUS_TEST_DATABASE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
}));
