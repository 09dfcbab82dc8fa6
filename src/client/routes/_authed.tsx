/*
 * The guard of the signed-in area. No stored user: off to sign-in (and back here after).
 * A stored user opens the layout at once, before any request returns (offline too), and
 * is checked with the server beside it once per page load; a 401 there runs the
 * session-expiry flow (toast, clear, sign-in). Other failures (offline) keep the stored user.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { navItemsFor } from '../app/nav-items.ts';
import { OfflineSnapshotLine } from '../app/offline-snapshot-line.tsx';
import { OutboxConnection } from '../app/outbox-connection.tsx';
import { OutboxFailures } from '../app/outbox-failures.tsx';
import { SocketConnection } from '../app/socket-connection.tsx';
import { MoreNavIcon } from '../app/more-nav-icon.tsx';
import { AppShell } from '../components/layouts/app-shell.tsx';
import { FeedRealtime } from '../features/feed/components/feed-realtime.tsx';
import { NotificationsRealtime } from '../features/notifications/components/notifications-realtime.tsx';
import { GroupsRealtime } from '../features/groups/components/groups-realtime.tsx';
import { ChatWidget } from '../features/messages/components/chat-widget.tsx';
import { MessagesRealtime } from '../features/messages/components/messages-realtime.tsx';
import { ModerationRealtime } from '../features/moderation/components/moderation-realtime.tsx';
import { NotesRealtime } from '../features/notes/components/notes-realtime.tsx';
import { StudyRealtime } from '../features/study/components/study-realtime.tsx';
import { TasksOutbox } from '../features/tasks/components/tasks-outbox.tsx';
import { TopBarSearch } from '../features/search/components/top-bar-search.tsx';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner.tsx';
import { MeContext } from '../lib/me-context.ts';
import { applySessionUser, sessionQueryOptions } from '../lib/session-query.ts';
import { useSessionStore } from '../stores/session-store.ts';

export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const toSignIn = () => redirect({ to: '/sign-in', search: location.href === '/' ? {} : { redirect: location.href } });
    const session = context.queryClient.ensureQueryData(sessionQueryOptions());
    if (!useSessionStore.getState().user) {
      // Nothing kept in this browser (a first visit, or its storage cleared): the cookie may
      // still hold a session, so ask once before sending the visitor to sign in.
      const user = await session.then(
        (answer) => answer.user,
        () => null,
      );
      if (!user) throw toSignIn();
      applySessionUser(context.queryClient, user);
      return;
    }
    // Not awaited: the 401 reaches api-client's unauthorized handler (session-expiry.ts).
    session.then(
      ({ user }) => {
        if (useSessionStore.getState().user && useSessionStore.getState().user !== user) useSessionStore.getState().setUser(user);
      },
      () => undefined,
    );
  },
  component: AuthedLayout,
});

function AuthedLayout() {
  const me = useSessionStore((state) => state.user);
  // The signed-in area first renders in the background, a slice at a time, with the loading
  // screen kept meanwhile: rendered at once, the shell, its listeners and the page held a slow
  // phone's main thread for about half a second.
  const shown = useDeferredValue(true, false);
  if (!me || !shown) return <FullScreenSpinner />;
  return (
    <MeContext.Provider value={me}>
      <SocketConnection userId={me.id} />
      <OutboxConnection userId={me.id} />
      <FeedRealtime />
      <NotificationsRealtime />
      <GroupsRealtime />
      <MessagesRealtime />
      <NotesRealtime />
      <StudyRealtime />
      <TasksOutbox />
      {me.role === 'admin' ? <ModerationRealtime /> : null}
      <AppShell me={me} navItems={navItemsFor(me.role)} moreIcon={MoreNavIcon} search={<TopBarSearch />} chat={<ChatWidget />}>
        <OfflineSnapshotLine />
        <OutboxFailures />
        <Outlet />
      </AppShell>
    </MeContext.Provider>
  );
}
