import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { apiError } from '../../mocks/errors.ts';
import { notesDb, resetNotesDb, seedNote, seedNoteComment } from '../../mocks/notes-handlers.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { SOCKET_RECONNECTED, fireSocketEvent, listenerCount } from '../support/fake-socket.ts';
import { holdNextAnswer } from '../support/hold-endpoint.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';


beforeEach(() => resetNotesDb());

describe('a note', () => {
  it('shows its owner, course, visibility and Markdown body', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' }), { collaboration: 'mutual' }).me;
    const note = seedNote(kofi, { title: 'Evidence', course: 'Law of Evidence', visibility: 'collaborators', body: '# Hearsay\n\n> Out of court' });
    renderApp(`/notes/${note.id}`, { signedInAs: me });

    expect(await screen.findByRole('heading', { name: 'Evidence', level: 1 })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Kofi Boateng' })).toHaveAttribute('href', `/profile/${kofi.id}`);
    expect(within(article).getByText('Law of Evidence')).toBeInTheDocument();
    expect(within(article).getByText('Collaborators')).toBeInTheDocument();
    expect(await within(article).findByRole('heading', { name: 'Hearsay' })).toBeInTheDocument();
    expect(within(article).getByText('Out of court').closest('blockquote')).not.toBeNull();
    expect(within(article).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('is not found when I may not see it', async () => {
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' }), { collaboration: 'requested' }).me;
    const note = seedNote(kofi, { title: 'Only for collaborators', visibility: 'collaborators' });
    renderApp(`/notes/${note.id}`, { signedInAs: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('Note not found.')).toBeInTheDocument();
  });

  it('flips the like at once and keeps the server count', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Likeable', likedBy: ['someone-else'] });
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.notes.like, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const app = renderApp(`/notes/${note.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Like, 1 like' }));
    expect(await screen.findByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'true');

    gate.resolve();
    await waitFor(() => expect(notesDb.notes[0]?.likedBy.has(me.id)).toBe(true));
    expect(screen.getByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls the like back and says so when the server refuses', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Liked', likedBy: [me.id] });
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.notes.like, async () => {
        await gate.promise;
        return apiError(500, 'INTERNAL', 'Something went wrong on our side.');
      }),
    );
    const app = renderApp(`/notes/${note.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Like, 1 like' }));
    expect(await screen.findByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false');

    gate.resolve();
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts my comment first at once, and the saved one in its place', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const note = seedNote(me, { title: 'Discuss me' });
    seedNoteComment(note.id, kofi, 'An older comment');
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.notes.comment, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const app = renderApp(`/notes/${note.id}`, { signedInAs: me });
    await app.user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'A newer thought');
    await app.user.click(screen.getByRole('button', { name: 'Comment' }));

    const comments = screen.getByRole('list', { name: 'Comments' });
    const items = within(comments).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('A newer thought');
    expect(items[0]).toHaveAttribute('aria-busy', 'true');
    expect(items[1]).toHaveTextContent('An older comment');
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');

    gate.resolve();
    await waitFor(() => expect(within(comments).getAllByRole('listitem')[0]).not.toHaveAttribute('aria-busy'));
    expect(within(comments).getAllByRole('listitem')).toHaveLength(2);
    expect(notesDb.notes[0]?.comments[0]?.body).toBe('A newer thought');
  });

  it('takes a failed comment back out and returns its text to the box', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Quiet note' });
    server.use(mockEndpoint(endpoints.notes.comment, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp(`/notes/${note.id}`, { signedInAs: me });
    await app.user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Will fail');
    await app.user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('No comments yet. Start the discussion.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Will fail');
  });

  it('deletes my note after the confirmation, from the page and my list', async () => {
    const me = buildMe();
    seedNote(me, { title: 'Keep me' });
    const note = seedNote(me, { title: 'Delete me' });
    const app = renderApp('/notes', { signedInAs: me });
    await app.user.click(await screen.findByRole('link', { name: 'Delete me' }));

    await app.user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want to continue with your action?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(notesDb.notes).toHaveLength(2);

    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Note deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe('/notes'));
    const list = await screen.findByRole('list', { name: 'My notes' });
    expect(within(list).queryByText('Delete me')).not.toBeInTheDocument();
    expect(within(list).getByText('Keep me')).toBeInTheDocument();
    expect(notesDb.notes.map((stored) => stored.note.id)).not.toContain(note.id);
  });

  it('keeps the note and says so when deleting fails', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Sticky note' });
    server.use(mockEndpoint(endpoints.notes.delete, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp(`/notes/${note.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Delete' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sticky note', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/notes/${note.id}`);
    expect(screen.queryByText('Note deleted successfully')).not.toBeInTheDocument();
  });
});

describe('live', () => {
  it('a note:like from the socket sets the count, and a note:comment joins the comments', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const note = seedNote(me, { title: 'Watched note' });
    renderApp(`/notes/${note.id}`, { signedInAs: me });
    expect(await screen.findByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(listenerCount(serverEvents.noteLike)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.noteLike, { noteId: note.id, userId: kofi.id, liked: true, likesCount: 1 });
    expect(await screen.findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'false');

    const comment = { id: 'note-comment-live', noteId: note.id, author: kofi, body: 'Live remark', createdAt: new Date().toISOString() };
    await fireSocketEvent(serverEvents.noteComment, comment);
    await fireSocketEvent(serverEvents.noteComment, comment);
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getAllByRole('listitem')).toHaveLength(1);
    expect(within(comments).getByText('Live remark')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('keeps a comment that arrives while the note is fetched again, though that fetch answers from before it', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const note = seedNote(me, { title: 'Refetched note' });
    const app = renderApp(`/notes/${note.id}`, { signedInAs: me });
    await screen.findByRole('button', { name: 'Like, 0 likes' });

    // A fetch of the note is under way (a reconnection's catch-up) and answers, late, what the server held before the comment.
    const fetching = holdNextAnswer(endpoints.notes.detail, { ...note, comments: [] });
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;
    await fireSocketEvent(serverEvents.noteComment, seedNoteComment(note.id, kofi, 'Said during the fetch'));
    expect(await screen.findByText('Said during the fetch')).toBeInTheDocument();
    fetching.release();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(within(screen.getByRole('list', { name: 'Comments' })).getByText('Said during the fetch')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });
});
