/*
 * The strip above every signed-in page that shows writes the server refused: one as it is, with
 * what it was, the server's message, and Retry / Copy text / Discard as they can help; several
 * folded into one line with Show and Discard all (QA s5: five refused after their objects were
 * deleted elsewhere filled a phone's screen, each offering a Retry that could never work).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { queuedRequest } from '../../../src/client/lib/outbox.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { server } from '../../mocks/server.ts';
import { memoryIdb } from '../support/memory-idb-storage.ts';
import { renderApp } from '../support/render-app.tsx';

afterEach(() => vi.restoreAllMocks());

function refusedPost(userId: string, body: string) {
  const request = queuedRequest('post', endpoints.posts.create, { body });
  memoryIdb.set(`outbox:${userId}`, [{ ...request, failure: { code: 'CONTENT_REJECTED', message: 'This post cannot be published.' } }]);
  return request;
}

const strip = () => screen.findByRole('region', { name: 'Not sent' });

/** What QA s5 left: a like, a comment, a note edit, a task move and a card review, each refused with 404. */
function fiveGone(userId: string) {
  const gone = (message: string) => ({ code: 'NOT_FOUND', message });
  memoryIdb.set(`outbox:${userId}`, [
    { ...queuedRequest('like', endpoints.posts.like, undefined, { params: { id: 'post-deleted' } }), failure: gone('Post not found.') },
    { ...queuedRequest('comment', endpoints.posts.comment, { postId: 'post-deleted', body: 'Comment on doomed post' }), failure: gone('Post not found.') },
    {
      ...queuedRequest('note', endpoints.notes.update, { body: 'My long offline revision that I care about' }, { params: { id: 'note-deleted' } }),
      failure: gone('Note not found.'),
    },
    { ...queuedRequest('task', endpoints.tasks.update, { taskColumnId: 'column-done', position: 0 }, { params: { id: 'task-deleted' } }), failure: gone('Task not found.') },
    {
      ...queuedRequest('review', endpoints.studySets.review, { rating: 4, reviewedAt: new Date().toISOString(), reviewId: 'review-1' }, { params: { id: 'card-deleted' } }),
      failure: gone('Flash card not found.'),
    },
  ]);
}

describe('writes the server refused', () => {
  it('show one with what it was and the server’s words; Retry sends it again', async () => {
    const me = buildMe();
    refusedPost(me.id, 'My thoughts on Donoghue v Stevenson');
    const app = renderApp('/feed', { signedInAs: me });

    const item = within(await strip()).getByRole('alert');
    expect(item).toHaveTextContent('Not sent · Your post: “My thoughts on Donoghue v Stevenson”');
    expect(item).toHaveTextContent('This post cannot be published.');
    expect(within(await strip()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Retry', 'Copy text', 'Discard']);

    await app.user.click(within(await strip()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not sent' })).not.toBeInTheDocument());
    expect(memoryIdb.get(`outbox:${me.id}`)).toEqual([]);
    expect(await screen.findAllByText('My thoughts on Donoghue v Stevenson')).not.toHaveLength(0);
  });

  it('keep one refused again, and Discard drops it without sending', async () => {
    const me = buildMe();
    let tries = 0;
    server.use(
      mockEndpoint(endpoints.posts.create, () => {
        tries += 1;
        return apiError(422, 'CONTENT_REJECTED', 'This post cannot be published.');
      }),
    );
    refusedPost(me.id, 'Rejected words');
    const app = renderApp('/feed', { signedInAs: me });

    await app.user.click(within(await strip()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tries).toBe(1));
    // Refused again: back in the strip (which left while the retry was on its way).
    expect(within(await strip()).getByText('This post cannot be published.')).toBeInTheDocument();

    await app.user.click(within(await strip()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not sent' })).not.toBeInTheDocument());
    expect(memoryIdb.get(`outbox:${me.id}`)).toEqual([]);
    expect(tries).toBe(1);
  });

  it('fold into one line when there are several, and name each by its text once shown', async () => {
    const me = buildMe();
    const failure = { code: 'FORBIDDEN', message: 'You are not a member of this group.' };
    memoryIdb.set(`outbox:${me.id}`, [
      { ...queuedRequest('group-message', endpoints.groups.newMessage, { groupId: 'g1', message: 'See you at the moot' }), failure },
      { ...queuedRequest('task', endpoints.tasks.create, { title: 'Brief the case' }), failure },
    ]);
    const app = renderApp('/feed', { signedInAs: me });
    const region = await strip();
    expect(within(region).getByRole('alert')).toHaveTextContent('Not sent · 2 changes could not be saved');
    expect(within(region).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await app.user.click(within(region).getByRole('button', { name: 'Show' }));
    const items = within(within(region).getByRole('list', { name: 'Changes not sent' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Not sent · Your group post: “See you at the moot”',
      'Not sent · A change to your task board: “Brief the case”',
    ]);
    expect(within(region).getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offer no Retry for writes whose object is gone, the text to copy where the student typed some, and Discard all behind a confirmation', async () => {
    const me = buildMe();
    fiveGone(me.id);
    const app = renderApp('/feed', { signedInAs: me });
    const region = await strip();

    // One line, not five cards.
    expect(within(region).getAllByRole('alert')).toHaveLength(1);
    expect(within(region).getByRole('alert')).toHaveTextContent('Not sent · 5 changes could not be saved');
    expect(within(region).getAllByRole('button').map((button) => button.textContent)).toEqual(['Show', 'Discard all']);

    await app.user.click(within(region).getByRole('button', { name: 'Show' }));
    const items = within(within(region).getByRole('list', { name: 'Changes not sent' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(region).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    const actions = items.map((item) => within(item).getAllByRole('button').map((button) => button.textContent));
    expect(actions).toEqual([['Discard'], ['Copy text', 'Discard'], ['Copy text', 'Discard'], ['Discard'], ['Discard']]);
    expect(items[2]).toHaveTextContent('What it was for has been deleted, so it cannot be sent.');

    const [, , note] = items;
    if (!note) throw new Error('no note');
    await app.user.click(within(note).getByRole('button', { name: 'Copy text' }));
    expect(await screen.findByText('Text copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('My long offline revision that I care about');

    await app.user.click(within(region).getByRole('button', { name: 'Discard all' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('5 changes will be dropped without being sent.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not sent' })).not.toBeInTheDocument());
    expect(memoryIdb.get(`outbox:${me.id}`)).toEqual([]);
  });

  it('offer Copy text and Discard, but no Retry, for a single write whose object is gone', async () => {
    const me = buildMe();
    memoryIdb.set(`outbox:${me.id}`, [
      {
        ...queuedRequest('comment', endpoints.posts.comment, { postId: 'post-deleted', body: 'Comment on doomed post' }),
        failure: { code: 'NOT_FOUND', message: 'Post not found.' },
      },
    ]);
    renderApp('/feed', { signedInAs: me });
    const region = await strip();
    expect(within(region).getAllByRole('button').map((button) => button.textContent)).toEqual(['Copy text', 'Discard']);
  });
});
