/*
 * The guard of the signed-in area. No stored user: off to sign-in (and back here after).
 * A stored user is checked with the server once per page load; a 401 there runs the
 * session-expiry flow (toast, clear, sign-in). Other failures (offline) keep the stored
 * user so the app still opens.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { navItems } from '../app/nav-items.ts';
import { SocketConnection } from '../app/socket-connection.tsx';
import { AppShell } from '../components/layouts/app-shell.tsx';
import { FeedRealtime } from '../features/feed/components/feed-realtime.tsx';
import { NotificationsRealtime } from '../features/notifications/components/notifications-realtime.tsx';
import { GroupsRealtime } from '../features/groups/components/groups-realtime.tsx';
import { ChatWidget } from '../features/messages/components/chat-widget.tsx';
import { MessagesRealtime } from '../features/messages/components/messages-realtime.tsx';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner.tsx';
import { isApiError } from '../lib/api-client.ts';
import { MeContext } from '../lib/me-context.ts';
import { sessionQueryOptions } from '../lib/session-query.ts';
import { useSessionStore } from '../stores/session-store.ts';

export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const toSignIn = () => redirect({ to: '/sign-in', search: location.href === '/' ? {} : { redirect: location.href } });
    const stored = useSessionStore.getState().user;
    if (!stored) throw toSignIn();
    try {
      const { user } = await context.queryClient.ensureQueryData(sessionQueryOptions());
      if (useSessionStore.getState().user !== user) useSessionStore.getState().setUser(user);
    } catch (error) {
      if (isApiError(error, 401)) throw toSignIn();
    }
  },
  component: AuthedLayout,
});

function AuthedLayout() {
  const me = useSessionStore((state) => state.user);
  if (!me) return <FullScreenSpinner />;
  return (
    <MeContext.Provider value={me}>
      <SocketConnection userId={me.id} />
      <FeedRealtime />
      <NotificationsRealtime />
      <GroupsRealtime />
      <MessagesRealtime />
      <ChatWidget />
      <AppShell me={me} navItems={navItems}>
        <Outlet />
      </AppShell>
    </MeContext.Provider>
  );
}
