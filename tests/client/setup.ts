import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadModal } from '../../src/client/components/ui/modal.tsx';
import { MOCK_CSRF } from '../mocks/db.ts';
import { resetMockData } from '../mocks/reset.ts';
import { server } from '../mocks/server.ts';
import { keepUploadedFileNames } from './support/jsdom-form-data.ts';

// Route components load lazily (code splitting); the first import of one is slow in a cold run.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../src/client/lib/idb-storage.ts', () => import('./support/memory-idb-storage.ts'));
// No real socket in jsdom: tests fire server events through the fake.
vi.mock('../../src/client/lib/socket.ts', () => import('./support/fake-socket.ts'));

// jsdom lacks these; the app only needs them to exist.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => undefined;
await keepUploadedFileNames();
// The app fetches the dialog's code once the page has settled (app/warm-up.ts); tests start there.
await preloadModal();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockData();
  // Composer drafts live in localStorage; each test starts without any.
  window.localStorage.clear();
  // The real server sets this cookie at sign-in; the client must echo it on unsafe calls.
  document.cookie = `csrf=${MOCK_CSRF}; path=/`;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
