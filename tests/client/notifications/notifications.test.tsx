import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { playNotificationSound } from '../../../src/client/lib/notification-sound.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { buildNotification, notificationsDb, resetNotificationsDb, seedNotification } from '../../mocks/notifications-handlers.ts';
import { resetPostsDb } from '../../mocks/posts-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { SOCKET_RECONNECTED, fireSocketEvent, listenerCount } from '../support/fake-socket.ts';
import { holdEndpoint, holdNextAnswer } from '../support/hold-endpoint.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
  vi.mocked(playNotificationSound).mockClear();
});

/** The nav link (sidebar; the bottom bar has the same one), named with its unread count. */
const navLink = (name: string | RegExp) => screen.findAllByRole('link', { name }).then((links) => links[0] as HTMLElement);
const list = () => screen.findByRole('list', { name: 'Notifications' });

function setup() {
  const me = buildMe({ name: 'Ama Mensah' });
  const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
  return { me, kofi };
}

describe('notifications', () => {
  it('lists notifications newest first, marks the unread ones and counts them on the nav', async () => {
    const { me, kofi } = setup();
    seedNotification(me.id, { actor: kofi, message: 'Kofi Boateng started following you', read: true });
    seedNotification(me.id, { type: 'post-like', actor: kofi, message: 'Kofi Boateng liked your post', link: '/posts/post-000001' });
    seedNotification(me.id, { type: 'post-comment', actor: kofi, message: 'Kofi Boateng commented on your post', link: '/posts/post-000001' });
    renderApp('/notifications', { signedInAs: me });

    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Unread: Kofi Boateng commented on your post'),
      expect.stringContaining('Unread: Kofi Boateng liked your post'),
      expect.stringContaining('Kofi Boateng started following you'),
    ]);
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(screen.getByText('2 unread', { selector: 'p' })).toBeInTheDocument();
    expect(await navLink('Notifications, 2 unread')).toHaveAttribute('href', '/notifications');
  });

  it('marks a notification read when opened and follows its link', async () => {
    const { me, kofi } = setup();
    seedNotification(me.id, { actor: kofi, message: 'Kofi Boateng started following you', link: `/profile/${kofi.id}` });
    const app = renderApp('/notifications', { signedInAs: me });
    await navLink('Notifications, 1 unread');

    await app.user.click(within(await list()).getByRole('link', { name: /Kofi Boateng started following you/ }));
    await waitFor(() => expect(currentPath(app)).toBe(`/profile/${kofi.id}`));
    expect(await screen.findByRole('heading', { name: 'Kofi Boateng', level: 1 })).toBeInTheDocument();
    expect(await navLink(/^Notifications$/)).toBeInTheDocument();
    await waitFor(() => expect(notificationsDb.byUser.get(me.id)?.[0]?.read).toBe(true));
  });

  it("makes a notification unread again and gives the server's reason when marking it read is refused", async () => {
    const { me, kofi } = setup();
    seedNotification(me.id, { actor: kofi, message: 'Kofi Boateng started following you' });
    const refusal = 'The security token is missing or wrong. Reload the page and try again.';
    server.use(mockEndpoint(endpoints.notifications.markRead, () => apiError(403, 'CSRF_FAILED', refusal)));
    const app = renderApp('/notifications', { signedInAs: me });
    await navLink('Notifications, 1 unread');

    await app.user.click(within(await list()).getByRole('button', { name: /Kofi Boateng started following you/ }));

    const toast = (await screen.findByText(refusal)).closest('li') as HTMLElement;
    expect(within(toast).getByText('An error occurred.')).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem')[0]).toHaveAttribute('data-unread', 'true');
    expect(await navLink('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('keeps a notification read while a list fetch from before it lands, and fetches the list again once that is saved', async () => {
    const { me, kofi } = setup();
    const opened = seedNotification(me.id, { actor: kofi, message: 'Kofi Boateng started following you' });
    const app = renderApp('/notifications', { signedInAs: me });
    await navLink('Notifications, 1 unread');

    // A fetch of the list is under way (a reconnection's catch-up) and answers, late, what the server held before.
    const fetching = holdNextAnswer(endpoints.notifications.list, { items: [opened], nextCursor: null, unreadCount: 1 });
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;
    seedNotification(me.id, { actor: kofi, message: 'Kofi Boateng liked your post', read: true });

    const marking = holdEndpoint(endpoints.notifications.markRead);
    await app.user.click(within(await list()).getByRole('button', { name: /Kofi Boateng started following you/ }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')[0]).not.toHaveAttribute('data-unread', 'true'));
    fetching.release();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(within(await list()).getAllByRole('listitem')[0]).not.toHaveAttribute('data-unread', 'true');
    expect(screen.queryByText(/Kofi Boateng liked your post/)).not.toBeInTheDocument();

    // Saved: the catch-up the stale fetch was for comes now.
    marking.release();
    expect(await within(await list()).findByText(/Kofi Boateng liked your post/)).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem')[1]).not.toHaveAttribute('data-unread', 'true');
  });

  it('keeps a notification read when a fetch made for another one answers before it is saved', async () => {
    const { me, kofi } = setup();
    const first = seedNotification(me.id, { actor: kofi, message: 'First to read' });
    const second = seedNotification(me.id, { actor: kofi, message: 'Second to read' });
    const saved = { [first.id]: deferred(), [second.id]: deferred() };
    server.use(
      mockEndpoint(endpoints.notifications.markRead, async ({ params }) => {
        await saved[params.notificationId]?.promise;
        return undefined;
      }),
    );
    const app = renderApp('/notifications', { signedInAs: me });
    await navLink('Notifications, 2 unread');
    const item = (text: string) => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem').find((li) => li.textContent?.includes(text));

    // The first stops a fetch under way, so once it is saved it fetches again, while the second is not saved yet.
    const fetching = holdNextAnswer(endpoints.notifications.list, { items: [second, first], nextCursor: null, unreadCount: 2 });
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;
    await app.user.click(within(await list()).getByRole('button', { name: /First to read/ }));
    await app.user.click(within(await list()).getByRole('button', { name: /Second to read/ }));
    fetching.release();
    saved[first.id]?.resolve();
    await waitFor(() => expect(notificationsDb.byUser.get(me.id)?.find((item) => item.id === first.id)?.read).toBe(true));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));

    saved[second.id]?.resolve();
    await waitFor(() => expect(app.queryClient.isMutating()).toBe(0));
    expect(item('Second to read')).not.toHaveAttribute('data-unread', 'true');
    expect(await navLink('Notifications')).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^Notifications, \d+ unread$/ })).toHaveLength(0);
  });

  it('marks everything read at once, and puts the unread ones back if that fails', async () => {
    const { me, kofi } = setup();
    seedNotification(me.id, { actor: kofi, message: 'First' });
    seedNotification(me.id, { actor: kofi, message: 'Second' });
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.notifications.markAllRead, async () => {
        await gate.promise;
        return apiError(500, 'INTERNAL', 'Something went wrong on our side.');
      }),
    );
    const app = renderApp('/notifications', { signedInAs: me });
    await navLink('Notifications, 2 unread');

    await app.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(within(await list()).queryByText('Unread:', { exact: false })).not.toBeInTheDocument();

    gate.resolve();
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(await screen.findByText('2 unread', { selector: 'p' })).toBeInTheDocument();

    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await waitFor(() => expect(notificationsDb.byUser.get(me.id)?.every((item) => item.read)).toBe(true));
  });

  it('removes a deleted notification at once and brings it back when deleting fails', async () => {
    const { me, kofi } = setup();
    seedNotification(me.id, { actor: kofi, message: 'Keep me' });
    seedNotification(me.id, { actor: kofi, message: 'Delete me' });
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.notifications.delete, async () => {
        await gate.promise;
        return apiError(500, 'INTERNAL', 'Something went wrong on our side.');
      }),
    );
    const app = renderApp('/notifications', { signedInAs: me });
    const first = within(await list()).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('Delete me');

    await app.user.click(within(first).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(screen.queryByText('Delete me')).not.toBeInTheDocument());
    expect(await navLink('Notifications, 1 unread')).toBeInTheDocument();

    gate.resolve();
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')[0]).toHaveTextContent('Delete me'));
    expect(await navLink('Notifications, 2 unread')).toBeInTheDocument();

    server.resetHandlers();
    const again = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')[0] as HTMLElement;
    await app.user.click(within(again).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(notificationsDb.byUser.get(me.id)).toHaveLength(1));
    expect(screen.queryByText('Delete me')).not.toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const { me, kofi } = setup();
    for (let n = 1; n <= 23; n += 1) seedNotification(me.id, { actor: kofi, message: `Notification ${n}`, read: true });
    const app = renderApp('/notifications', { signedInAs: me });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(20);
    await app.user.click(screen.getByRole('button', { name: 'Load more notifications' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(23));
  });
});

describe('live notifications', () => {
  it('puts a new notification first, counts it and plays the sound, but ignores one I caused', async () => {
    const { me, kofi } = setup();
    seedNotification(me.id, { actor: kofi, message: 'Already here', read: true });
    renderApp('/notifications', { signedInAs: me });
    await list();
    await waitFor(() => expect(listenerCount(serverEvents.newNotification)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.newNotification, buildNotification(me.id, { type: 'post-comment', actor: me, message: 'My own doing' }));
    const live = buildNotification(me.id, { type: 'post-comment', actor: kofi, message: 'Kofi Boateng commented on your post', link: '/posts/post-000009' });
    await fireSocketEvent(serverEvents.newNotification, live);
    await fireSocketEvent(serverEvents.newNotification, live);

    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')[0]).toHaveTextContent('Kofi Boateng commented'));
    expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('My own doing')).not.toBeInTheDocument();
    expect(await navLink('Notifications, 1 unread')).toBeInTheDocument();
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
  });

  it('greets a new follower with a toast, the sound and the notification, on any page', async () => {
    const { me, kofi } = setup();
    renderApp('/settings', { signedInAs: me });
    await navLink(/^Notifications$/);
    await waitFor(() => expect(listenerCount(serverEvents.newFollower)).toBeGreaterThan(0));

    const newNotification = buildNotification(me.id, { type: 'follow', actor: kofi, message: 'Kofi Boateng started following you', link: `/profile/${kofi.id}` });
    await fireSocketEvent(serverEvents.newFollower, { follower: kofi, newNotification });

    expect(await screen.findByText('New Follower')).toBeInTheDocument();
    expect(screen.getByText('Kofi Boateng started following you')).toBeInTheDocument();
    expect(await navLink('Notifications, 1 unread')).toBeInTheDocument();
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
  });
});
