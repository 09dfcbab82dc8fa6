/*
 * The strip above every signed-in page that lists writes the server refused: what each
 * was, the server's message, and Retry / Discard.
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

describe('writes the server refused', () => {
  it('are listed with what they were and the server’s words; Retry sends one again', async () => {
    const me = buildMe();
    refusedPost(me.id, 'My thoughts on Donoghue v Stevenson');
    const app = renderApp('/feed', { signedInAs: me });

    const strip = await screen.findByRole('list', { name: 'Not sent' });
    const item = within(strip).getByRole('alert');
    expect(item).toHaveTextContent('Not sent · Your post: “My thoughts on Donoghue v Stevenson”');
    expect(item).toHaveTextContent('This post cannot be published.');

    await app.user.click(within(item).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Not sent' })).not.toBeInTheDocument());
    expect(memoryIdb.get(`outbox:${me.id}`)).toEqual([]);
    expect(await screen.findAllByText('My thoughts on Donoghue v Stevenson')).not.toHaveLength(0);
  });

  it('keep one refused again in the list, and Discard drops it without sending', async () => {
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
    const strip = () => screen.findByRole('list', { name: 'Not sent' });

    await app.user.click(within(await strip()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tries).toBe(1));
    // Refused again: back in the list (which left while the retry was on its way).
    expect(within(await strip()).getByText('This post cannot be published.')).toBeInTheDocument();

    await app.user.click(within(await strip()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Not sent' })).not.toBeInTheDocument());
    expect(memoryIdb.get(`outbox:${me.id}`)).toEqual([]);
    expect(tries).toBe(1);
  });

  it('name a group post by its text and a task change by its title', async () => {
    const me = buildMe();
    const failure = { code: 'FORBIDDEN', message: 'You are not a member of this group.' };
    memoryIdb.set(`outbox:${me.id}`, [
      { ...queuedRequest('group-message', endpoints.groups.newMessage, { groupId: 'g1', message: 'See you at the moot' }), failure },
      { ...queuedRequest('task', endpoints.tasks.create, { title: 'Brief the case' }), failure },
    ]);
    renderApp('/feed', { signedInAs: me });
    const items = within(await screen.findByRole('list', { name: 'Not sent' })).getAllByRole('alert');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Not sent · Your group post: “See you at the moot”',
      'Not sent · A change to your task board: “Brief the case”',
    ]);
  });
});
