/*
 * A second tab of the app beside the one renderApp shows: its own copy of every app module
 * (the outbox, the store, the router...), as a browser tab has, over the same memory IndexedDB,
 * network and window. Open it once the first tab's page has loaded: the modules that tab loads
 * later would come from the second tab's copies.
 */
import { render, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, vi } from 'vitest';
import type { Me } from '../../../src/contract/users.ts';

const closings: (() => void)[] = [];

afterEach(() => {
  for (const close of closings.splice(0)) close();
});

/**
 * The router plugin's hot reload takes a route module evaluated again for an edit of the page's
 * router (the last one made, on window) and hands it that router's components: unseen, the
 * second tab's routes load their own components, and with them their own outbox, store and features.
 */
function hideFirstRouter(): void {
  Reflect.deleteProperty(window, '__TSR_ROUTER__');
}

/** Opens the app at `path`, signed in as `me` (the first tab put the account on the mock server). */
export async function openAnotherTab(path: string, me: Me) {
  vi.resetModules();
  hideFirstRouter();
  const [{ App }, { createAppRuntime }, { useSessionStore }] = await Promise.all([
    import('../../../src/client/app/app.tsx'),
    import('../../../src/client/app/runtime.ts'),
    import('../../../src/client/stores/session-store.ts'),
  ]);
  useSessionStore.getState().setUser(me);
  const runtime = createAppRuntime({ history: createMemoryHistory({ initialEntries: [path] }), retry: false });
  const view = render(<App runtime={runtime} />);
  const close = () => {
    view.unmount();
    runtime.dispose();
    runtime.queryClient.clear();
  };
  closings.push(close);
  return within(view.container);
}
