/*
 * Renders the whole app (providers, router, toaster, offline banner) at `path` with a
 * memory history, against the MSW handlers. `signedInAs` puts a user in the store (and
 * on the mock server) as a restored session would.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import type { Me } from '../../../src/contract/users.ts';
import { App } from '../../../src/client/app/app.tsx';
import { createAppRuntime, type AppRuntime } from '../../../src/client/app/runtime.ts';
import { initialSessionState, useSessionStore } from '../../../src/client/stores/session-store.ts';
import { addAccount, db, type MockAccount } from '../../mocks/db.ts';
import { memoryIdb } from './memory-idb-storage.ts';

const runtimes: AppRuntime[] = [];

afterEach(async () => {
  for (const runtime of runtimes) {
    // A test may end on a navigation whose route is still loading; that load would run on past
    // the page's teardown. Bounded, and not an assertion: some tests end on a load that never settles.
    await waitFor(() => {
      if (runtime.router.state.status !== 'idle') throw new Error('route still loading');
    }, { timeout: 2_000 }).catch(() => undefined);
  }
  for (const runtime of runtimes.splice(0)) {
    runtime.dispose();
    runtime.queryClient.clear();
  }
  useSessionStore.setState(initialSessionState);
  memoryIdb.clear();
  // sonner keeps toasts in module state and replays them to the next Toaster.
  toast.dismiss();
});

/** `persist`: the query cache is restored from and kept in (memory) IndexedDB, as in the browser; a reload is a second render. */
type RenderOptions = { signedInAs?: Me; account?: Partial<Omit<MockAccount, 'me'>>; serverSession?: boolean; persist?: boolean };

export function renderApp(path: string, options: RenderOptions = {}) {
  useSessionStore.setState(initialSessionState);
  if (options.signedInAs) {
    addAccount(options.signedInAs, options.account);
    if (options.serverSession !== false) db.sessionUserId = options.signedInAs.id;
    useSessionStore.getState().setUser(options.signedInAs);
  }
  const history = createMemoryHistory({ initialEntries: [path] });
  const runtime = createAppRuntime({ history, retry: false, persist: options.persist });
  runtimes.push(runtime);
  const user = userEvent.setup({ delay: null });
  const view = render(<App runtime={runtime} />);
  return { ...view, user, router: runtime.router, queryClient: runtime.queryClient, history };
}

export function currentPath(runtime: { router: AppRuntime['router'] }): string {
  const { pathname, searchStr } = runtime.router.state.location;
  return `${pathname}${searchStr}`;
}

/**
 * A reload, or the tab closed and opened again: the page saves what it must as browsers let it
 * ('pagehide'), goes, and the app starts afresh at `path` (a new query client, the outbox read back).
 */
export function reloadApp(view: { unmount: () => void }, path: string, options: RenderOptions) {
  window.dispatchEvent(new Event('pagehide'));
  view.unmount();
  return renderApp(path, options);
}
