import './lib/zod-without-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRuntime } from './app/runtime.ts';
import { warmUpLater } from './app/warm-up.ts';
import { preloadModal } from './components/ui/modal.tsx';
import { countDataUsage } from './lib/data-usage.ts';
import './app/styles.css';

countDataUsage();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a slow phone's main thread for one long task.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App runtime={createAppRuntime({ persist: true })} />
    </StrictMode>,
  ),
);

warmUpLater([preloadModal]);

// The offline shell (service worker), but not in the MSW mocks mode, whose own worker owns the page.
if (import.meta.env.PROD && import.meta.env.MODE !== 'mocks' && 'serviceWorker' in navigator) {
  void import('./app/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
}
