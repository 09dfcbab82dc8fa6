import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('editing a post', () => {
  it('offers Edit on my posts only, and shows the new text and tags at once', async () => {
    const me = buildMe();
    const other = addAccount(buildMe({ name: 'Someone Else' })).me;
    seedPost(me, 'Contract law at 5');
    seedPost(other, 'Not mine to edit');
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.posts.update, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const app = renderApp('/feed', { signedInAs: me });
    expect((await cardOf('Not mine to edit')).queryByRole('button', { name: 'Edit post' })).not.toBeInTheDocument();
    const card = await cardOf('Contract law at 5');
    expect(card.queryByText(/edited/)).not.toBeInTheDocument();

    await app.user.click(card.getByRole('button', { name: 'Edit post' }));
    const field = card.getByRole('textbox', { name: 'Post text' });
    expect(field).toHaveFocus();
    await app.user.clear(field);
    await app.user.type(field, 'Contract law at 6 #Revision');
    await app.user.click(card.getByRole('button', { name: 'Save' }));

    expect(card.queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: '#Revision' })).toBeInTheDocument();
    expect(card.getByText(/edited/)).toBeInTheDocument();
    gate.resolve();
    expect(await screen.findByText('Post updated successfully')).toBeInTheDocument();
    expect(postsDb.posts[0]?.post.body).toBe('Contract law at 6 #Revision');
  });

  it('puts the old text back and says so when the server refuses', async () => {
    const me = buildMe();
    seedPost(me, 'Original words');
    server.use(mockEndpoint(endpoints.posts.update, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/feed', { signedInAs: me });
    const card = await cardOf('Original words');

    await app.user.click(card.getByRole('button', { name: 'Edit post' }));
    const field = card.getByRole('textbox', { name: 'Post text' });
    await app.user.clear(field);
    await app.user.type(field, 'Changed words');
    await app.user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(card.getByText('Original words')).toBeInTheDocument());
    expect(card.queryByText(/edited/)).not.toBeInTheDocument();
    expect(postsDb.posts[0]?.post.body).toBe('Original words');
  });

  it('leaves the post as it was on Cancel or Escape, and refuses an empty text', async () => {
    const me = buildMe();
    seedPost(me, 'Keep me');
    const app = renderApp('/feed', { signedInAs: me });
    const card = await cardOf('Keep me');

    await app.user.click(card.getByRole('button', { name: 'Edit post' }));
    await app.user.clear(card.getByRole('textbox', { name: 'Post text' }));
    expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
    await app.user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.getByText('Keep me')).toBeInTheDocument();

    await app.user.click(card.getByRole('button', { name: 'Edit post' }));
    await app.user.type(card.getByRole('textbox', { name: 'Post text' }), ' and more');
    await app.user.keyboard('{Escape}');
    expect(card.getByText('Keep me')).toBeInTheDocument();
    expect(postsDb.posts[0]?.post.body).toBe('Keep me');
  });
});

describe('an edited post', () => {
  it('says "edited" after its time when it was changed after posting, and not otherwise', async () => {
    const me = buildMe();
    seedPost(me, 'Never touched');
    seedPost(me, 'Touched later', { createdAt: '2026-01-01T10:00:00.000Z' });
    postsDb.posts[1]!.post.updatedAt = '2026-01-01T11:00:00.000Z';
    renderApp('/feed', { signedInAs: me });

    expect((await cardOf('Never touched')).queryByText(/edited/)).not.toBeInTheDocument();
    expect((await cardOf('Touched later')).getByText(/edited/)).toBeInTheDocument();
  });
});
