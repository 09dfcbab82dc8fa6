/*
 * Comments written offline (issue #17): shown first in the post's comments with the "waiting to
 * send" mark and counted, still there after a reload (derived from the outbox), sent once each in
 * order with their own Idempotency-Key when the browser is back online, then shown as saved; one
 * the server refuses is marked "Not sent" with the server's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { postsDb, resetPostsDb, seedComment, seedPost } from '../../mocks/posts-handlers.ts';
import { server } from '../../mocks/server.ts';
import { fireSocketEvent } from '../support/fake-socket.ts';
import { recordWrites, setOnline, storedOutbox } from '../support/offline-writes.ts';
import { renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
});

function setup() {
  const me = buildMe({ name: 'Ama Mensah' });
  const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
  const post = seedPost(kofi, 'Is consideration still needed?');
  seedComment(post.id, kofi, 'An earlier comment');
  return { me, post };
}

async function openPost(postId: string, me: ReturnType<typeof buildMe>) {
  const app = renderApp(`/posts/${postId}`, { signedInAs: me });
  await screen.findByRole('list', { name: 'Comments' });
  return app;
}

const commentItems = () => within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
const commentsHeading = () => screen.getByRole('heading', { name: /^Comments/ });

async function comment(app: Awaited<ReturnType<typeof openPost>>, body: string) {
  await app.user.type(screen.getByRole('textbox', { name: 'Write a comment' }), body);
  await app.user.click(screen.getByRole('button', { name: 'Comment' }));
}

describe('a comment written offline', () => {
  it('shows first with the mark and counts, survives a reload, and is sent once, in order, when back online', async () => {
    const { me, post } = setup();
    const writes = recordWrites(endpoints.posts.comment);
    const app = await openPost(post.id, me);
    setOnline(false);

    await comment(app, 'First offline thought');
    await comment(app, 'Second offline thought');
    await waitFor(() => expect(commentItems()).toHaveLength(3));
    const [second, first, earlier] = commentItems();
    expect(second).toHaveTextContent('Second offline thought');
    expect(second).toHaveTextContent('Waiting to send');
    expect(first).toHaveTextContent('First offline thought');
    expect(first).toHaveTextContent('Waiting to send');
    expect(earlier).toHaveTextContent('An earlier comment');
    expect(earlier).not.toHaveTextContent('Waiting to send');
    expect(commentsHeading()).toHaveTextContent('Comments (3)');
    expect(screen.getByRole('link', { name: '3 comments' })).toBeInTheDocument();
    expect(writes.received).toEqual([]);
    const queued = storedOutbox(me.id);
    expect(queued).toHaveLength(2);

    // A reload: a new query cache and the outbox read back from IndexedDB; the network still fails.
    app.unmount();
    writes.reachable = false;
    setOnline(true);
    await openPost(post.id, me);
    await waitFor(() => expect(commentItems()).toHaveLength(3));
    expect(commentItems()[0]).toHaveTextContent('Second offline thought');
    expect(commentItems()[0]).toHaveTextContent('Waiting to send');
    expect(commentItems()[1]).toHaveTextContent('First offline thought');
    expect(commentsHeading()).toHaveTextContent('Comments (3)');

    writes.reachable = true;
    setOnline(true);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(writes.received).toEqual([
      { path: '/api/v1/posts/new-comment', json: { postId: post.id, body: 'First offline thought' }, key: queued[0]?.idempotencyKey },
      { path: '/api/v1/posts/new-comment', json: { postId: post.id, body: 'Second offline thought' }, key: queued[1]?.idempotencyKey },
    ]);
    expect(new Set(writes.received.map((write) => write.key)).size).toBe(2);
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(commentItems().map((item) => item.querySelector('p:last-child')?.textContent)).toEqual([
      'Second offline thought',
      'First offline thought',
      'An earlier comment',
    ]);
    expect(commentsHeading()).toHaveTextContent('Comments (3)');

    // The socket brings my saved comment too: still once.
    const saved = postsDb.posts.find((item) => item.post.id === post.id)?.comments[0];
    if (!saved) throw new Error('the mock server did not keep the comment');
    await fireSocketEvent(serverEvents.newComment, saved);
    expect(commentItems()).toHaveLength(3);
    expect(commentsHeading()).toHaveTextContent('Comments (3)');
  });

  it('is marked "Not sent" with the server’s words when refused, uncounted, and goes when discarded', async () => {
    const { me, post } = setup();
    server.use(mockEndpoint(endpoints.posts.comment, () => apiError(403, 'FORBIDDEN', 'Comments are closed on this post.')));
    const app = await openPost(post.id, me);
    setOnline(false);
    await comment(app, 'Too late to say this');
    await waitFor(() => expect(commentItems()[0]).toHaveTextContent('Waiting to send'));

    setOnline(true);
    await waitFor(() => expect(commentItems()[0]).toHaveTextContent('Not sent'));
    expect(commentItems()[0]).toHaveTextContent('Too late to say this');
    expect(commentsHeading()).toHaveTextContent('Comments (1)');
    const region = screen.getByRole('region', { name: 'Not sent' });
    const strip = within(region).getByRole('alert');
    expect(strip).toHaveTextContent('Not sent · Your comment: “Too late to say this”');
    expect(strip).toHaveTextContent('Comments are closed on this post.');
    expect(storedOutbox(me.id)[0]?.failure).toEqual({ code: 'FORBIDDEN', message: 'Comments are closed on this post.' });

    await app.user.click(within(region).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(commentItems()).toHaveLength(1));
    expect(commentItems()[0]).toHaveTextContent('An earlier comment');
    expect(storedOutbox(me.id)).toEqual([]);
  });
});
