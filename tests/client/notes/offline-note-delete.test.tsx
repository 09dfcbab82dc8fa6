/*
 * Deleting a note offline, as a task is: the note leaves my lists at once, the deletion waits
 * in the outbox with its Idempotency-Key (across a reload) and is sent once when the browser is
 * back online. A note created offline and deleted before it was sent just leaves the outbox.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { noteKeys } from '../../../src/client/features/notes/api/note-cache.ts';
import { buildMe } from '../../mocks/db.ts';
import { notesDb, resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { recordWrites, setOnline, storedOutbox } from '../support/offline-writes.ts';
import { currentPath, reloadApp, renderApp } from '../support/render-app.tsx';
import { noteTitles } from './support/note-titles.ts';

beforeEach(() => resetNotesDb());

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const serverTitles = () => notesDb.notes.map((stored) => stored.note.title);

async function deleteFromItsPage(app: ReturnType<typeof renderApp>) {
  await app.user.click(screen.getByRole('button', { name: 'Delete' }));
  await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(currentPath(app)).toBe('/notes'));
}

describe('a note deleted offline', () => {
  it('leaves my list at once, waits in the outbox across a reload, and is deleted once back online', async () => {
    const me = buildMe();
    seedNote(me, { title: 'Kept note' });
    const note = seedNote(me, { title: 'Doomed note' });
    const deletes = recordWrites(endpoints.notes.delete);
    const app = renderApp('/notes', { signedInAs: me, persist: true });
    await app.user.click(await screen.findByRole('link', { name: 'Doomed note' }));
    expect(await heading('Doomed note')).toBeInTheDocument();
    setOnline(false);

    await deleteFromItsPage(app);
    expect(noteTitles(await screen.findByRole('list', { name: 'My notes' }))).toEqual(['Kept note']);
    expect(screen.queryByText('An error occurred.')).not.toBeInTheDocument();
    await waitFor(() => expect(storedOutbox(me.id)).toHaveLength(1));
    const [queued] = storedOutbox(me.id);

    // The saved copy of my list still holds it; the list leaves it out while the deletion waits.
    const again = reloadApp(app, '/notes', { signedInAs: me, persist: true });
    const reloaded = await screen.findByRole('list', { name: 'My notes' });
    await waitFor(() => expect(noteTitles(reloaded)).toEqual(['Kept note']));
    expect(JSON.stringify(again.queryClient.getQueryData(noteKeys.mine({})))).toContain('Doomed note');
    expect(deletes.received).toEqual([]);
    expect(serverTitles()).toEqual(['Kept note', 'Doomed note']);

    setOnline(true);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(deletes.received).toEqual([{ path: `/api/v1/notes/delete/${note.id}`, json: undefined, key: queued?.idempotencyKey }]);
    expect(serverTitles()).toEqual(['Kept note']);
    expect(noteTitles(screen.getByRole('list', { name: 'My notes' }))).toEqual(['Kept note']);
    expect(screen.queryByRole('region', { name: 'Not sent' })).not.toBeInTheDocument();
    await waitFor(() => expect(again.queryClient.getQueryData(noteKeys.detail(note.id))).toBeUndefined());
  });

  it('when it was deleted elsewhere meanwhile, the deletion has nothing left to do and leaves the outbox', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Deleted twice' });
    const app = renderApp(`/notes/${note.id}`, { signedInAs: me });
    expect(await heading('Deleted twice')).toBeInTheDocument();
    setOnline(false);
    await deleteFromItsPage(app);
    await waitFor(() => expect(storedOutbox(me.id)).toHaveLength(1));
    notesDb.notes = [];

    setOnline(true);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Not sent' })).not.toBeInTheDocument();
  });

  it('of a note created offline and not sent yet: both leave the outbox, and the server hears of neither', async () => {
    const me = buildMe();
    seedNote(me, { title: 'Kept note' });
    const creates = recordWrites(endpoints.notes.create);
    const deletes = recordWrites(endpoints.notes.delete);
    const app = renderApp('/notes', { signedInAs: me });
    await screen.findByRole('list', { name: 'My notes' });
    setOnline(false);

    await app.user.click(screen.getByRole('link', { name: 'New note' }));
    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Second thoughts');
    await app.user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await heading('Second thoughts')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    await waitFor(() => expect(storedOutbox(me.id)).toHaveLength(1));

    await deleteFromItsPage(app);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(noteTitles(await screen.findByRole('list', { name: 'My notes' }))).toEqual(['Kept note']);

    setOnline(true);
    expect(creates.received).toEqual([]);
    expect(deletes.received).toEqual([]);
    expect(serverTitles()).toEqual(['Kept note']);
  });
});
