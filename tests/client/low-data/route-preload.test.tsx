import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { resetPostsDb } from '../../mocks/posts-handlers.ts';
import { server } from '../../mocks/server.ts';
import { stubConnection } from '../support/network-connection.ts';
import { renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
});
afterEach(() => server.events.removeAllListeners());

/**
 * The settings page, with spies on the link's preload call (made after the router's short
 * hover delay) and on route matching, which a preload that goes ahead starts with.
 */
async function settingsWithSpies() {
  const app = renderApp('/settings', { signedInAs: buildMe() });
  await screen.findByRole('switch', { name: 'Low-data mode' });
  const preload = vi.spyOn(app.router, 'preloadRoute');
  const matched = vi.spyOn(app.router, 'matchRoutes');
  const matchedFeed = () => matched.mock.calls.some(([location]) => typeof location === 'object' && location.pathname === '/feed');
  const feedLink = screen.getAllByRole('link', { name: 'Feed' })[0] as HTMLElement;
  return { feedLink, preload, matchedFeed };
}

describe('route preloading', () => {
  it('preloads the feed when a link to it is hovered, as usual', async () => {
    stubConnection({ effectiveType: '4g' });
    const feedRequested = new Promise<void>((resolve) => {
      server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname.endsWith(endpoints.posts.list.path)) resolve();
      });
    });
    const { feedLink, preload, matchedFeed } = await settingsWithSpies();

    fireEvent.mouseEnter(feedLink);

    await waitFor(() => expect(preload).toHaveBeenCalled());
    expect(matchedFeed()).toBe(true);
    await feedRequested;
  });

  it('does not preload in low-data mode, even from links drawn before it was turned on', async () => {
    const connection = stubConnection({ effectiveType: '4g' });
    const { feedLink, preload, matchedFeed } = await settingsWithSpies();

    act(() => connection.set({ effectiveType: '2g' }));
    fireEvent.mouseEnter(feedLink);

    await waitFor(() => expect(preload).toHaveBeenCalled());
    await expect(preload.mock.results[0]?.value).resolves.toBeUndefined();
    expect(matchedFeed()).toBe(false);
  });
});
