/*
 * A post or comment saved by the server whose answer is lost on the way (a connection reset):
 * the app says it failed and gives the text back, and posting it again goes with the same
 * Idempotency-Key, so the server answers the first save and nothing is made twice. Once saved,
 * the next post gets a key of its own, even with the same text. The mock server keeps and
 * replays answers by key as the real one does (tests/mocks/idempotency.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { resetNotificationsDb } from '../../mocks/notifications-handlers.ts';
import { postAnswers, postsDb, resetPostsDb, seedPost } from '../../mocks/posts-handlers.ts';
import { recordWrites, setOnline, storedOutbox } from '../support/offline-writes.ts';
import { renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetNotificationsDb();
});

const postBox = () => screen.findByRole('textbox', { name: 'Write a post' });
const feedList = () => screen.findByRole('list', { name: 'All posts' });
const savedBodies = () => postsDb.posts.map((stored) => stored.post.body);

describe('a post whose answer is lost', () => {
  it('is saved once when the student posts it again, and shows once', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const writes = recordWrites(endpoints.posts.create);
    const app = renderApp('/feed', { signedInAs: me });
    postAnswers.loseNextAnswer();

    await app.user.type(await postBox(), 'Moot court practice at 4');
    await app.user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await waitFor(async () => expect(await postBox()).toHaveValue('Moot court practice at 4'));
    expect(savedBodies()).toEqual(['Moot court practice at 4']);

    await app.user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post created successfully')).toBeInTheDocument();
    await waitFor(async () => expect(within(await feedList()).getAllByRole('article')).toHaveLength(1));
    expect(savedBodies()).toEqual(['Moot court practice at 4']);
    const [first, again] = writes.received;
    expect(first?.key).toBeTruthy();
    expect(again?.key).toBe(first?.key);
  });

  it('goes with the same key when the student, now offline, posts it again: the outbox sends it once', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const writes = recordWrites(endpoints.posts.create);
    const app = renderApp('/feed', { signedInAs: me });
    postAnswers.loseNextAnswer();
    await app.user.type(await postBox(), 'Lost, then offline');
    await app.user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(async () => expect(await postBox()).toHaveValue('Lost, then offline'));

    setOnline(false);
    await app.user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(storedOutbox(me.id)).toHaveLength(1));
    setOnline(true);

    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(savedBodies()).toEqual(['Lost, then offline']);
    expect(writes.received.map((write) => write.key)).toEqual([writes.received[0]?.key, writes.received[0]?.key]);
    await waitFor(async () => expect(within(await feedList()).getAllByRole('article')).toHaveLength(1));
  });
});

describe('the next post', () => {
  it('gets a new key once the last one is saved, even with the same text, and is saved as a post of its own', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const writes = recordWrites(endpoints.posts.create);
    const app = renderApp('/feed', { signedInAs: me });

    for (const text of ['Library open late tonight', 'Bring your Torts notes', 'Bring your Torts notes']) {
      await app.user.type(await postBox(), text);
      await app.user.click(screen.getByRole('button', { name: 'Post' }));
      await waitFor(() => expect(postsDb.posts.filter((stored) => stored.post.body === text)).not.toHaveLength(0));
      await waitFor(async () => expect(within(await feedList()).queryAllByRole('article', { busy: true })).toHaveLength(0));
    }

    expect(savedBodies()).toEqual(['Library open late tonight', 'Bring your Torts notes', 'Bring your Torts notes']);
    const keys = writes.received.map((write) => write.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('a comment whose answer is lost', () => {
  it('is saved once when the student comments again, and shows once', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const post = seedPost(me, 'Who has the Equity outline?');
    const writes = recordWrites(endpoints.posts.comment);
    const app = renderApp(`/posts/${post.id}`, { signedInAs: me });
    postAnswers.loseNextAnswer();

    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await app.user.type(box, 'I have it, check the shared folder');
    await app.user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('There was an error sending the comment.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('I have it, check the shared folder'));

    await app.user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(writes.received).toHaveLength(2));
    const comments = await screen.findByRole('list', { name: 'Comments' });
    await waitFor(() => expect(within(comments).getAllByRole('listitem')).toHaveLength(1));
    expect(postsDb.posts[0]?.comments.map((comment) => comment.body)).toEqual(['I have it, check the shared folder']);
    expect(writes.received[1]?.key).toBe(writes.received[0]?.key);
  });
});
