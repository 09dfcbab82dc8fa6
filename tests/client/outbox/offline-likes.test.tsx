/*
 * Likes toggled offline (issue #17): the heart and the count change at once and stay changed
 * across a reload while the toggles wait (an odd number of them flips the post), the toggles go
 * once each, in order, with their own Idempotency-Key when back online and the server's answer
 * settles the post; a refused one puts the server's state back and is listed as not sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { postsDb, resetPostsDb, seedPost } from '../../mocks/posts-handlers.ts';
import { server } from '../../mocks/server.ts';
import { recordWrites, setOnline, storedOutbox } from '../support/offline-writes.ts';
import { cardOf } from '../support/post-card.ts';
import { renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
});

function setup() {
  const me = buildMe();
  const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
  const post = seedPost(kofi, 'Likeable while offline', { likedBy: ['someone-else'] });
  return { me, post };
}

const likeButton = async () => (await cardOf('Likeable while offline')).getByRole('button', { name: /^Like, / });

describe('a like toggled offline', () => {
  it('shows at once, holds across a reload, and goes once per toggle, in order, when back online', async () => {
    const { me, post } = setup();
    const writes = recordWrites(endpoints.posts.like);
    const app = renderApp('/feed', { signedInAs: me });
    expect(await likeButton()).toHaveAccessibleName('Like, 1 like');
    setOnline(false);

    await app.user.click(await likeButton());
    expect(await likeButton()).toHaveAccessibleName('Like, 2 likes');
    expect(await likeButton()).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(await likeButton());
    expect(await likeButton()).toHaveAccessibleName('Like, 1 like');
    expect(await likeButton()).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(await likeButton());
    await waitFor(async () => expect(await likeButton()).toHaveAccessibleName('Like, 2 likes'));
    expect(writes.received).toEqual([]);
    const queued = storedOutbox(me.id);
    expect(queued).toHaveLength(3);

    // A reload: a new query cache (the server's state) and the toggles read back from IndexedDB.
    app.unmount();
    writes.reachable = false;
    setOnline(true);
    renderApp('/feed', { signedInAs: me });
    await waitFor(async () => expect(await likeButton()).toHaveAccessibleName('Like, 2 likes'));
    expect(await likeButton()).toHaveAttribute('aria-pressed', 'true');

    writes.reachable = true;
    setOnline(true);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    const path = `/api/v1/posts/like/${post.id}`;
    expect(writes.received).toEqual(queued.map((request) => ({ path, json: undefined, key: request.idempotencyKey })));
    expect(new Set(writes.received.map((write) => write.key)).size).toBe(3);
    expect(postsDb.posts[0]?.likedBy.has(me.id)).toBe(true);
    expect(await likeButton()).toHaveAccessibleName('Like, 2 likes');
    expect(await likeButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes behind toggles still waiting when made online, so the server sees them in order', async () => {
    const { me } = setup();
    const writes = recordWrites(endpoints.posts.like);
    const app = renderApp('/feed', { signedInAs: me });
    await likeButton();
    setOnline(false);
    await app.user.click(await likeButton());
    writes.reachable = false;
    setOnline(true);
    // Online again, but the first toggle has not gone yet: the unlike waits behind it.
    await app.user.click(await likeButton());
    expect(await likeButton()).toHaveAccessibleName('Like, 1 like');
    await waitFor(() => expect(storedOutbox(me.id)).toHaveLength(2));

    writes.reachable = true;
    setOnline(true);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(writes.received).toHaveLength(2);
    expect(postsDb.posts[0]?.likedBy.has(me.id)).toBe(false);
    expect(await likeButton()).toHaveAccessibleName('Like, 1 like');
  });

  it('puts the server’s state back when refused, and lists it as not sent', async () => {
    const { me } = setup();
    server.use(mockEndpoint(endpoints.posts.like, () => apiError(404, 'NOT_FOUND', 'Post not found.')));
    const app = renderApp('/feed', { signedInAs: me });
    await likeButton();
    setOnline(false);
    await app.user.click(await likeButton());
    expect(await likeButton()).toHaveAccessibleName('Like, 2 likes');

    setOnline(true);
    const strip = within(await screen.findByRole('region', { name: 'Not sent' })).getByRole('alert');
    expect(strip).toHaveTextContent('Not sent · Your like');
    expect(strip).toHaveTextContent('Post not found.');
    expect(await likeButton()).toHaveAccessibleName('Like, 1 like');
    expect(await likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(storedOutbox(me.id)[0]?.failure).toEqual({ code: 'NOT_FOUND', message: 'Post not found.' });
  });
});
