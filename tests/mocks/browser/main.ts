/*
 * The mocked app's entry (index.html loads it in place of src/client/main.tsx in Vite's
 * `mocks` mode only; see mocks-vite-plugin.ts). It seeds the chosen scenario's data set,
 * starts MSW, restores the mock session from the app's stored one, then starts the real
 * app and the QA panel beside it.
 */
import { useSessionStore, RESTORE_TIMEOUT_MS } from '../../../src/client/stores/session-store.ts';
import { seedCampus, type Campus } from '../campus-seed.ts';
import { db, MOCK_CSRF } from '../db.ts';
import { applyScenario, startMockWorker, storedScenario } from './mock-worker.ts';

const STARTED_KEY = 'campus-mocks:started';

function storeRestored(): Promise<void> {
  if (useSessionStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, RESTORE_TIMEOUT_MS);
    useSessionStore.persist.onFinishHydration(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * A new tab opens signed in as the seeded student; after that the mock server's session
 * follows the app's stored one, so signing out (or in as someone else) survives a reload.
 */
async function restoreSession({ student }: Campus): Promise<void> {
  await storeRestored();
  if (!sessionStorage.getItem(STARTED_KEY)) {
    sessionStorage.setItem(STARTED_KEY, 'yes');
    useSessionStore.getState().setUser(student);
  }
  db.sessionUserId = useSessionStore.getState().user?.id === student.id ? student.id : null;
}

const scenario = storedScenario();
const campus = seedCampus(scenario.dataSet);
// The real server sets this cookie at sign-in; the app echoes it on unsafe calls and the handlers check it.
document.cookie = `csrf=${MOCK_CSRF}; path=/; SameSite=Lax`;
await startMockWorker();
await restoreSession(campus);
applyScenario(scenario);
await import('../../../src/client/main.tsx');
const { mountQaPanel } = await import('./qa-panel.tsx');
mountQaPanel(campus);
