import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { postsDb, resetPostsDb, seedComment, seedPost } from '../../mocks/posts-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
});

describe('post page', () => {
  it('shows the post and its comments newest first, paged', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const post = seedPost(kofi, 'What do you think about #equity?');
    for (let n = 1; n <= 22; n += 1) seedComment(post.id, me, `Comment ${n}`);
    const app = renderApp(`/posts/${post.id}`, { signedInAs: me });

    expect(await screen.findByRole('heading', { name: 'Post by Kofi Boateng' })).toBeInTheDocument();
    expect(screen.getByText('What do you think about', { exact: false })).toBeInTheDocument();
    const comments = await screen.findByRole('list', { name: 'Comments' });
    const items = within(comments).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]).toHaveTextContent('Comment 22');

    await app.user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(within(comments).getAllByRole('listitem')).toHaveLength(22));
    expect(within(comments).getAllByRole('listitem').at(-1)).toHaveTextContent('Comment 1');
  });

  it('shows a new comment first at once and counts it', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const post = seedPost(me, 'Comment on this');
    seedComment(post.id, me, 'An earlier comment');
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.posts.comment, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const app = renderApp(`/posts/${post.id}`, { signedInAs: me });
    const comments = await screen.findByRole('list', { name: 'Comments' });

    await app.user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Fresh thoughts');
    await app.user.click(screen.getByRole('button', { name: 'Comment' }));
    const first = within(comments).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Fresh thoughts');
    expect(first).toHaveTextContent('Sending…');
    expect(screen.getByRole('link', { name: '2 comments' })).toBeInTheDocument();

    gate.resolve();
    await waitFor(() => expect(within(comments).getAllByRole('listitem')[0]).not.toHaveTextContent('Sending…'));
    expect(within(comments).getAllByRole('listitem')).toHaveLength(2);
    expect(postsDb.posts[0]?.comments).toHaveLength(2);
  });

  it('takes a failed comment out again and shows the catalogue message', async () => {
    const me = buildMe();
    const post = seedPost(me, 'No comments will stick');
    server.use(mockEndpoint(endpoints.posts.comment, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp(`/posts/${post.id}`, { signedInAs: me });
    await screen.findByText('No comments yet. Start the conversation.');

    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await app.user.type(box, 'Lost words');
    await app.user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('There was an error sending the comment.')).toBeInTheDocument();
    expect(await screen.findByText('No comments yet. Start the conversation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 comments' })).toBeInTheDocument();
    expect(box).toHaveValue('Lost words');
  });

  it('says so when the post does not exist', async () => {
    renderApp('/posts/post-999999', { signedInAs: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('Post not found.')).toBeInTheDocument();
  });

  it('goes back to the feed after deleting the post', async () => {
    const me = buildMe();
    const post = seedPost(me, 'Short-lived');
    const app = renderApp(`/posts/${post.id}`, { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Delete post' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe('/feed'));
  });
});

describe('profile posts', () => {
  it("lists a student's posts on their profile", async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const other = addAccount(buildMe({ name: 'Someone Else' })).me;
    seedPost(kofi, 'Kofi wrote this');
    seedPost(other, 'Not by Kofi');
    renderApp(`/profile/${kofi.id}`, { signedInAs: me });

    const list = await screen.findByRole('list', { name: 'Profile posts' });
    expect(list).toHaveTextContent('Kofi wrote this');
    expect(list).not.toHaveTextContent('Not by Kofi');
  });
});
