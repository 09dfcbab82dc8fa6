/*
 * MSW in the browser: the service worker answers every /api/v1 call with the handlers the
 * client tests use (handlers.ts), the socket is mocked in the page (realtime.ts), and the
 * QA panel's scenario puts its overrides in front. The chosen scenario is kept for the tab
 * (sessionStorage), so a reload stays in it.
 */
import { setupWorker } from 'msw/browser';
import { API_BASE_PATH } from '../../../src/contract/endpoints.ts';
import { handlers } from '../handlers.ts';
import { realtimeHandlers } from '../realtime.ts';
import { DEFAULT_SCENARIO, findScenario, scenarios, type Scenario } from '../scenarios.ts';

const SCENARIO_KEY = 'campus-mocks:scenario';

export const worker = setupWorker(...handlers, ...realtimeHandlers);

export function storedScenario(): Scenario {
  return findScenario(sessionStorage.getItem(SCENARIO_KEY)) ?? findScenario(DEFAULT_SCENARIO) ?? (scenarios[0] as Scenario);
}

export async function startMockWorker(): Promise<void> {
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    // Assets, Vite's own requests and fonts go to the dev or preview server; an API call without a handler is a gap to fix.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith(`${API_BASE_PATH}/`)) print.error();
    },
  });
}

function reportOffline(offline: boolean): void {
  if (offline) Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  else Reflect.deleteProperty(navigator, 'onLine');
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

let offlineNow = false;

/** Puts `scenario`'s overrides in front of the normal handlers (live: the next request meets them). */
export function applyScenario(scenario: Scenario): void {
  sessionStorage.setItem(SCENARIO_KEY, scenario.id);
  worker.resetHandlers();
  worker.use(...scenario.handlers);
  const offline = scenario.offline === true;
  if (offline !== offlineNow) reportOffline(offline);
  offlineNow = offline;
}
