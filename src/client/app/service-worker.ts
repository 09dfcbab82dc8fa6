/*
 * Registers the service worker that vite-plugin-pwa builds (vite.config.ts), and announces a
 * new version with a toast whose Reload button lets it take over. The toast waits until
 * nobody is typing, and the new worker only takes over when Reload is pressed.
 */
/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';
import { catalogue } from '../lib/catalogue.ts';

/** How often an open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function typing(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && (active.isContentEditable || active.matches('input, textarea, select'));
}

/** Runs `show` now, or once the focus has left every text field. */
function whenNotTyping(show: () => void): void {
  if (!typing()) return show();
  const onFocusOut = () =>
    setTimeout(() => {
      if (typing()) return;
      document.removeEventListener('focusout', onFocusOut);
      show();
    });
  document.addEventListener('focusout', onFocusOut);
}

export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      whenNotTyping(() =>
        toast(catalogue.offlineFirst.newVersion, {
          id: 'new-version',
          duration: Infinity,
          action: { label: catalogue.offlineFirst.reload, onClick: () => void updateServiceWorker(true) },
        }),
      ),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
}
