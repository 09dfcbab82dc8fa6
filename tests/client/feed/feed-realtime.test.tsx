import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { playNotificationSound } from '../../../src/client/lib/notification-sound.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { buildNotification, resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { postsDb, resetPostsDb, seedComment, seedPost } from '../../mocks/posts-handlers.ts';
import { holdEndpoint, holdNextAnswer } from '../support/hold-endpoint.ts';
import { renderApp } from '../support/render-app.tsx';
import { SOCKET_RECONNECTED, fireSocketEvent, listenerCount } from '../support/fake-socket.ts';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
  vi.mocked(playNotificationSound).mockClear();
});

const articles = (list: HTMLElement) => within(list).getAllByRole('article');

/** A post as the socket delivers it, which the mock server does not hold. */
function unsaved(...args: Parameters<typeof seedPost>) {
  const post = seedPost(...args);
  postsDb.posts.pop();
  return post;
}

describe('feed live updates', () => {
  it('catches up on what was posted while the connection was down, once it is back', async () => {
    const me = buildMe({ institutionId: 1000 });
    const classmate = addAccount(buildMe({ name: 'Classmate', institutionId: 1000 })).me;
    seedPost(classmate, 'Before the drop');
    renderApp('/feed', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'All posts' });
    await waitFor(() => expect(listenerCount(SOCKET_RECONNECTED)).toBeGreaterThan(0));

    // Posted while offline: its new-post event never arrived.
    seedPost(classmate, 'During the drop');
    expect(within(list).queryByText('During the drop')).not.toBeInTheDocument();
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    expect(await within(list).findByText('During the drop')).toBeInTheDocument();
    expect(articles(list)).toHaveLength(2);
  });

  it('takes a deleted or removed post off the list, and tells an open post page it is gone', async () => {
    const me = buildMe({ institutionId: 1000 });
    const classmate = addAccount(buildMe({ name: 'Classmate', institutionId: 1000 })).me;
    const kept = seedPost(classmate, 'A fair point');
    const removed = seedPost(classmate, 'Spam to be removed');
    const app = renderApp('/feed', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'All posts' });
    expect(articles(list)).toHaveLength(2);
    await waitFor(() => expect(listenerCount(serverEvents.postDeleted)).toBeGreaterThan(0));

    postsDb.posts.splice(postsDb.posts.findIndex((stored) => stored.post.id === removed.id), 1);
    await fireSocketEvent(serverEvents.postDeleted, { id: removed.id });
    await waitFor(() => expect(articles(list)).toHaveLength(1));
    expect(within(list).getByText(kept.body)).toBeInTheDocument();

    await app.router.navigate({ to: '/posts/$postId', params: { postId: kept.id } });
    expect(await screen.findByText('A fair point')).toBeInTheDocument();
    postsDb.posts.splice(postsDb.posts.findIndex((stored) => stored.post.id === kept.id), 1);
    await fireSocketEvent(serverEvents.postDeleted, { id: kept.id });
    expect(await screen.findByText('Post not found.')).toBeInTheDocument();
  });

  it('puts a new post from my campus on top of All and My campus, once, without reloading', async () => {
    const me = buildMe({ institutionId: 1000 });
    const classmate = addAccount(buildMe({ name: 'Classmate', institutionId: 1000 })).me;
    seedPost(classmate, 'Older post');
    const app = renderApp('/feed?scope=campus', { signedInAs: me });
    await screen.findByRole('list', { name: 'My campus posts' });
    await app.user.click(screen.getByRole('link', { name: 'All' }));
    const list = await screen.findByRole('list', { name: 'All posts' });
    await waitFor(() => expect(listenerCount(serverEvents.newPost)).toBeGreaterThan(0));

    // Known only from the socket: the mock server never stored it, so no refetch can show it.
    const fresh = unsaved(classmate, 'Live from the lecture hall #LiveNow');
    await fireSocketEvent(serverEvents.newPost, fresh);
    await fireSocketEvent(serverEvents.newPost, fresh);
    await waitFor(() => expect(articles(list)[0]).toHaveTextContent('Live from the lecture hall'));
    expect(articles(list)).toHaveLength(2);

    await app.user.click(screen.getByRole('link', { name: 'My campus' }));
    const campus = await screen.findByRole('list', { name: 'My campus posts' });
    expect(articles(campus)[0]).toHaveTextContent('Live from the lecture hall');
    expect(articles(campus)).toHaveLength(2);
  });

  it('keeps a new post that arrives while the list is being fetched, though that fetch answers from before it', async () => {
    const me = buildMe({ institutionId: 1000 });
    const classmate = addAccount(buildMe({ name: 'Classmate', institutionId: 1000 })).me;
    const older = seedPost(classmate, 'Older post');
    const app = renderApp('/feed', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'All posts' });
    await waitFor(() => expect(listenerCount(serverEvents.newPost)).toBeGreaterThan(0));

    // The next fetch of the list is asked now and answers, late, what the server held then.
    const fetching = holdNextAnswer(endpoints.posts.list, { items: [older], nextCursor: null });
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;

    await fireSocketEvent(serverEvents.newPost, seedPost(classmate, 'Posted during the fetch'));
    await waitFor(() => expect(articles(list)[0]).toHaveTextContent('Posted during the fetch'));
    fetching.release();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(articles(list)[0]).toHaveTextContent('Posted during the fetch');
    expect(articles(list)).toHaveLength(2);
  });

  it('adds a followed author’s post to Following, and keeps a non-matching post out of a tag filter', async () => {
    const me = buildMe({ institutionId: 1000 });
    const followed = addAccount(buildMe({ name: 'Followed Far Away', institutionId: 1009 }), { isFollowing: true }).me;
    seedPost(followed, 'Earlier #Evidence notes');
    renderApp('/feed?scope=following&tag=evidence', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Following posts' });
    await waitFor(() => expect(listenerCount(serverEvents.newPost)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.newPost, unsaved(followed, 'Nothing tagged here'));
    await fireSocketEvent(serverEvents.newPost, unsaved(followed, 'More on #evidence today'));
    await waitFor(() => expect(articles(list)[0]).toHaveTextContent('More on #evidence today'));
    expect(articles(list)).toHaveLength(2);
    expect(list).not.toHaveTextContent('Nothing tagged here');
  });

  it('asks the server when it cannot tell whether I follow a classmate', async () => {
    const me = buildMe({ institutionId: 1000 });
    const classmate = addAccount(buildMe({ name: 'Unknown Follow', institutionId: 1000 }), { isFollowing: true }).me;
    renderApp('/feed?scope=following', { signedInAs: me });
    await screen.findByText('No posts from people you follow yet. Follow classmates to see their posts here.');
    await waitFor(() => expect(listenerCount(serverEvents.newPost)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.newPost, seedPost(classmate, 'Do you follow me?'));
    const list = await screen.findByRole('list', { name: 'Following posts' });
    expect(articles(list)[0]).toHaveTextContent('Do you follow me?');
  });

  it('adds a comment on my post to its page, counts it and plays the sound', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const post = seedPost(me, 'Comment on my post');
    renderApp(`/posts/${post.id}`, { signedInAs: me });
    await screen.findByText('No comments yet. Start the conversation.');
    await waitFor(() => expect(listenerCount(serverEvents.newComment)).toBeGreaterThan(0));

    const comment = seedComment(post.id, kofi, 'Kofi says hi');
    await fireSocketEvent(serverEvents.newComment, comment);
    await fireSocketEvent(serverEvents.newComment, comment);
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getAllByRole('listitem')).toHaveLength(1);
    expect(comments).toHaveTextContent('Kofi says hi');
    expect(screen.getByRole('link', { name: '1 comment' })).toBeInTheDocument();
    expect(playNotificationSound).toHaveBeenCalled();
  });

  it('refreshes the like count of my post when a like is announced', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const post = seedPost(me, 'Like me please');
    renderApp('/feed', { signedInAs: me });
    const card = (await screen.findByText('Like me please')).closest('article') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Like, 0 likes' })).toBeInTheDocument();
    await waitFor(() => expect(listenerCount(serverEvents.newNotification)).toBeGreaterThan(0));

    postsDb.posts[0]?.likedBy.add(kofi.id);
    await fireSocketEvent(
      serverEvents.newNotification,
      buildNotification(me.id, { type: 'post-like', actor: kofi, message: 'Kofi Boateng liked your post', link: `/posts/${post.id}` }),
    );
    expect(await within(card).findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps my like while a list fetch from before it lands, and fetches the list again once the like is saved', async () => {
    const me = buildMe({ institutionId: 1000 });
    const classmate = addAccount(buildMe({ name: 'Classmate', institutionId: 1000 })).me;
    const post = seedPost(classmate, 'Like me during a refetch');
    const app = renderApp('/feed', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'All posts' });

    // A fetch of the list is under way (a reconnection's catch-up) and answers, late, what the server held before the like.
    const fetching = holdNextAnswer(endpoints.posts.list, { items: [post], nextCursor: null });
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;
    seedPost(classmate, 'Posted during the drop');

    const liking = holdEndpoint(endpoints.posts.like);
    await app.user.click(within(list).getByRole('button', { name: 'Like, 0 likes' }));
    expect(await within(list).findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
    fetching.release();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(within(list).getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
    expect(list).not.toHaveTextContent('Posted during the drop');

    // Saved: the catch-up the stale fetch was for comes now, with the like as the server has it.
    liking.release();
    await waitFor(() => expect(articles(list)[0]).toHaveTextContent('Posted during the drop'));
    expect(within(articles(list)[1]!).getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  });
});
