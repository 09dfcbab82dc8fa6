import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postKeys } from '../../../src/client/features/feed/api/keys.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { resetPostsDb, seedPost } from '../../mocks/posts-handlers.ts';
import { server } from '../../mocks/server.ts';
import { stubConnection } from '../support/network-connection.ts';
import { renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

const takes: string[] = [];

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
  takes.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(endpoints.posts.list.path)) takes.push(url.searchParams.get('take') ?? '');
  });
});
afterEach(() => server.events.removeAllListeners());

function seedFeed(count: number) {
  const me = buildMe();
  const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
  for (let n = 1; n <= count; n += 1) seedPost(kofi, `Post number ${n}`);
  return me;
}

const feedCards = async () => within(await screen.findByRole('list', { name: 'All posts' })).getAllByRole('article');

describe('the feed in low-data mode', () => {
  it('asks for pages of 10 and loads 10 more on request', async () => {
    const me = seedFeed(25);
    const app = renderApp('/feed', { signedInAs: { ...me, preferences: { ...me.preferences, lowDataMode: true } } });

    expect(await feedCards()).toHaveLength(10);
    await app.user.click(screen.getByRole('button', { name: 'Load more posts' }));
    await waitFor(async () => expect(await feedCards()).toHaveLength(20));
    expect(takes).toEqual(['10', '10']);
    expect(app.queryClient.getQueryData(postKeys.list({ scope: 'all' }, 10))).toBeDefined();
  });

  it('asks for pages of 10 when the browser reports a slow connection', async () => {
    stubConnection({ effectiveType: '3g' });
    const me = seedFeed(12);
    renderApp('/feed', { signedInAs: me });

    expect(await feedCards()).toHaveLength(10);
    expect(takes).toEqual(['10']);
  });

  it('keeps the two page sizes apart when the mode changes on the page', async () => {
    const connection = stubConnection({ effectiveType: '2g' });
    const me = seedFeed(25);
    const app = renderApp('/feed', { signedInAs: me });
    expect(await feedCards()).toHaveLength(10);

    act(() => connection.set({ effectiveType: '4g' }));

    await waitFor(async () => expect(await feedCards()).toHaveLength(20));
    expect(takes).toEqual(['10', '20']);
    const lists = app.queryClient.getQueriesData<{ pages: { items: unknown[] }[] }>({ queryKey: postKeys.lists() });
    expect(lists.map(([key, data]) => [key.at(-1), data?.pages.map((page) => page.items.length)])).toEqual(
      expect.arrayContaining([
        [10, [10]],
        [20, [20]],
      ]),
    );
  });
});
