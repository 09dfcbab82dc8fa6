/*
 * What a lost session means, whichever way it was found: a 401 from any call, or the
 * server closing the socket because the session was revoked (SocketConnection reports
 * it). One "Authentication Error." toast, the local state cleared, and the sign-in page,
 * which brings the user back afterwards.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { catalogue } from '../lib/catalogue.ts';
import { clearLocalSession } from '../lib/session-query.ts';
import { useSessionStore } from '../stores/session-store.ts';
import type { AppRouter } from './router.tsx';

export function handleSessionExpiry(router: AppRouter, queryClient: QueryClient): () => void {
  let ending = false;
  const expire = () => {
    // Several calls may fail together; only a session that still exists can expire.
    if (ending || !useSessionStore.getState().user) return;
    ending = true;
    void import('sonner').then(({ toast }) => toast.error(catalogue.account.sessionExpiredTitle, { description: catalogue.account.sessionExpired }));
    const { pathname, searchStr } = router.state.location;
    const back = `${pathname}${searchStr}`;
    // The stored user goes first (as use-leave-session.ts does): /sign-in sends anyone still signed in away.
    useSessionStore.getState().clearSession();
    void router
      .navigate({ to: '/sign-in', search: back === '/' ? {} : { redirect: back }, replace: true })
      .finally(() => {
        clearLocalSession(queryClient);
        ending = false;
      });
  };
  setUnauthorizedHandler(expire);
  return () => setUnauthorizedHandler(undefined);
}
