import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { postsDb, resetPostsDb, seedPost } from '../../mocks/posts-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { cardOf } from '../support/post-card.ts';
import { renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('post actions', () => {
  it('flips the like at once and keeps the server count', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    seedPost(kofi, 'Likeable post', { likedBy: ['someone-else'] });
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.posts.like, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const app = renderApp('/feed', { signedInAs: me });
    const card = await cardOf('Likeable post');
    const like = card.getByRole('button', { name: 'Like, 1 like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await app.user.click(like);
    expect(card.getByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'true');

    gate.resolve();
    await waitFor(() => expect(postsDb.posts[0]?.likedBy.has(me.id)).toBe(true));
    expect(card.getByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls the like back and says so when the server refuses', async () => {
    const me = buildMe();
    seedPost(me, 'My liked post', { likedBy: [me.id] });
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.posts.like, async () => {
        await gate.promise;
        return apiError(500, 'INTERNAL', 'Something went wrong on our side.');
      }),
    );
    const app = renderApp('/feed', { signedInAs: me });
    const card = await cardOf('My liked post');

    await app.user.click(card.getByRole('button', { name: 'Like, 1 like' }));
    expect(card.getByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false');

    gate.resolve();
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("gives the server's reason under the error title when a like is rate limited", async () => {
    const me = buildMe();
    seedPost(me, 'Too keen', { likedBy: [] });
    const tooOften = 'You are doing this too often. Please try again in 2 minute(s).';
    server.use(mockEndpoint(endpoints.posts.like, () => apiError(429, 'RATE_LIMITED', tooOften)));
    const app = renderApp('/feed', { signedInAs: me });
    const card = await cardOf('Too keen');

    await app.user.click(card.getByRole('button', { name: 'Like, 0 likes' }));

    const toast = (await screen.findByText(tooOften)).closest('li') as HTMLElement;
    expect(within(toast).getByText('An error occurred.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('deletes my post only after confirmation', async () => {
    const me = buildMe();
    const other = addAccount(buildMe({ name: 'Someone Else' })).me;
    seedPost(me, 'Delete me');
    seedPost(other, 'Not mine');
    const app = renderApp('/feed', { signedInAs: me });
    expect((await cardOf('Not mine')).queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
    const card = await cardOf('Delete me');

    await app.user.click(card.getByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want to continue with your action?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Delete me')).toBeInTheDocument();
    expect(postsDb.posts).toHaveLength(2);

    await app.user.click(card.getByRole('button', { name: 'Delete post' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Delete me')).not.toBeInTheDocument());
    expect(postsDb.posts).toHaveLength(1);
  });

  it("lets an admin delete someone else's post, and keeps the post when deletion fails", async () => {
    const admin = buildMe({ role: 'admin' });
    const author = addAccount(buildMe({ name: 'Student Author' })).me;
    seedPost(author, 'Reported post');
    server.use(mockEndpoint(endpoints.posts.delete, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/feed', { signedInAs: admin });
    const card = await cardOf('Reported post');

    await app.user.click(card.getByRole('button', { name: 'Delete post' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Reported post')).toBeInTheDocument();
  });

  it('copies the post link when there is no share sheet, then counts the share', async () => {
    const me = buildMe();
    const post = seedPost(me, 'Share me');
    const app = renderApp('/feed', { signedInAs: me });
    // jsdom has no share sheet; user-event provides the clipboard.
    expect('share' in navigator).toBe(false);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const card = await cardOf('Share me');

    await app.user.click(card.getByRole('button', { name: 'Share, 0 shares' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/posts/${post.id}`);
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/posts/${post.id}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await card.findByRole('button', { name: 'Share, 1 share' })).toBeInTheDocument();
    expect(postsDb.posts[0]?.post.shareCount).toBe(1);
  });

  it('uses the Web Share sheet when there is one, and counts nothing when it is dismissed', async () => {
    const me = buildMe();
    const post = seedPost(me, 'Share natively');
    const share = vi.fn((_data: ShareData): Promise<void> => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, share });
    const app = renderApp('/feed', { signedInAs: me });
    const card = await cardOf('Share natively');

    await app.user.click(card.getByRole('button', { name: 'Share, 0 shares' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/posts/${post.id}` }));
    share.mockImplementation(() => Promise.resolve());
    await app.user.click(card.getByRole('button', { name: 'Share, 0 shares' }));
    expect(await card.findByRole('button', { name: 'Share, 1 share' })).toBeInTheDocument();
    expect(postsDb.posts[0]?.post.shareCount).toBe(1);
    expect(screen.queryByText('An error occurred.')).not.toBeInTheDocument();
  });
});
