/*
 * A note its owner deleted (or stopped sharing) after I saw it: the copy kept in this browser
 * (the React Query cache persisted to IndexedDB) shows until the server answers, and once the
 * server says the note is gone (404) the page says "Not found" as on a first visit and the copy
 * leaves the cache and my lists. With no answer at all (offline, a network error) the copy stays.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import type { Note } from '../../../src/contract/notes.ts';
import { noteKeys, type NotePages } from '../../../src/client/features/notes/api/note-cache.ts';
import { QUERY_CACHE_KEY } from '../../../src/client/app/query-persistence.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { notesDb, resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { SOCKET_RECONNECTED, fireSocketEvent } from '../support/fake-socket.ts';
import { holdEndpoint } from '../support/hold-endpoint.ts';
import { memoryIdb } from '../support/memory-idb-storage.ts';
import { setOnline, storedOutbox } from '../support/offline-writes.ts';
import { currentPath, reloadApp, renderApp } from '../support/render-app.tsx';
import { noteTitles } from './support/note-titles.ts';

beforeEach(() => resetNotesDb());

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const deleteOnServer = (note: Note) => {
  notesDb.notes = notesDb.notes.filter((stored) => stored.note.id !== note.id);
};
const sharedIds = (data: NotePages | undefined) => data?.pages.flatMap((page) => page.items.map((item) => item.id)) ?? [];
/** The ids of every note query kept in (memory) IndexedDB, once the page has saved what it must. */
const persistedNoteIds = () => {
  window.dispatchEvent(new Event('pagehide'));
  const stored = memoryIdb.get(QUERY_CACHE_KEY) as { clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } | undefined;
  return JSON.stringify(stored?.clientState.queries.filter((query) => query.queryKey[0] === 'notes') ?? []);
};

/** Kofi, a mutual collaborator, shares two public notes; I open the shared list, then one of them. */
async function seeKofisNote(persist = true) {
  const me = buildMe();
  const kofi = addAccount(buildMe({ name: 'Kofi Boateng' }), { collaboration: 'mutual' }).me;
  seedNote(kofi, { title: 'Still shared', visibility: 'public' });
  const note = seedNote(kofi, { title: 'Soon deleted', visibility: 'public', body: 'Nemo dat quod non habet' });
  const app = renderApp('/notes/shared', { signedInAs: me, persist });
  const list = await screen.findByRole('list', { name: 'Notes shared with me' });
  await app.user.click(within(list).getByRole('link', { name: 'Soon deleted' }));
  expect(await title('Soon deleted')).toBeInTheDocument();
  expect(await screen.findByText('Nemo dat quod non habet')).toBeInTheDocument();
  return { me, note, app };
}

describe('a note deleted after I saw it', () => {
  it('shows the saved copy until the server answers 404, then "Not found", and the copy leaves the cache and my lists', async () => {
    const { me, note, app } = await seeKofisNote();
    expect(persistedNoteIds()).toContain(note.id);

    deleteOnServer(note);
    const answer = holdEndpoint(endpoints.notes.detail);
    const again = reloadApp(app, `/notes/${note.id}`, { signedInAs: me, persist: true });
    // The saved copy, while the server is asked.
    expect(await title('Soon deleted')).toBeInTheDocument();

    answer.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('Note not found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Soon deleted' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();

    await waitFor(() => expect(again.queryClient.getQueryData(noteKeys.detail(note.id))).toBeUndefined());
    expect(sharedIds(again.queryClient.getQueryData<NotePages>(noteKeys.shared()))).not.toContain(note.id);
    expect(persistedNoteIds()).not.toContain(note.id);

    // Offline later, the shared list (from the saved cache) no longer offers it.
    server.use(mockEndpoint(endpoints.notes.sharedWithMe, () => HttpResponse.error()));
    reloadApp(again, '/notes/shared', { signedInAs: me, persist: true });
    const list = await screen.findByRole('list', { name: 'Notes shared with me' });
    expect(noteTitles(list)).toEqual(['Still shared']);
  });

  it('keeps showing the saved copy when the server cannot be reached', async () => {
    const { me, note, app } = await seeKofisNote();
    const asked = deferred();
    server.use(
      mockEndpoint(endpoints.notes.detail, () => {
        asked.resolve();
        return HttpResponse.error();
      }),
    );
    const again = reloadApp(app, `/notes/${note.id}`, { signedInAs: me, persist: true });
    expect(await title('Soon deleted')).toBeInTheDocument();
    await asked.promise;
    await waitFor(() => expect(again.queryClient.getQueryState(noteKeys.detail(note.id))).toMatchObject({ status: 'error', fetchStatus: 'idle' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Soon deleted' })).toBeInTheDocument();
    expect(screen.getByText('Nemo dat quod non habet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like, 0 likes' })).toBeInTheDocument();
    expect(screen.queryByText('Note not found.')).not.toBeInTheDocument();
    expect(again.queryClient.getQueryData(noteKeys.detail(note.id))).toMatchObject({ id: note.id });
    expect(sharedIds(again.queryClient.getQueryData<NotePages>(noteKeys.shared()))).toContain(note.id);
  });

  it('says "Not found" on the open page when it is next fetched (a reconnection), and leaves my lists', async () => {
    const { note, app } = await seeKofisNote(false);
    deleteOnServer(note);
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);

    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('Note not found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Soon deleted' })).not.toBeInTheDocument();
    expect(currentPath(app)).toBe(`/notes/${note.id}`);
    await waitFor(() => expect(app.queryClient.getQueryData(noteKeys.detail(note.id))).toBeUndefined());
    expect(sharedIds(app.queryClient.getQueryData<NotePages>(noteKeys.shared()))).not.toContain(note.id);
  });

  it('says "Not found" on its edit page too when it was deleted elsewhere', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Deleted on my phone' });
    const app = renderApp(`/notes/${note.id}/edit`, { signedInAs: me });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Deleted on my phone');

    deleteOnServer(note);
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('Note not found.')).toBeInTheDocument();
    await waitFor(() => expect(app.queryClient.getQueryData(noteKeys.detail(note.id))).toBeUndefined());
  });

  it('keeps my unsaved text on its edit page when it was deleted elsewhere, to save as a new note', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Deleted on my phone', body: 'Old body' });
    const app = renderApp(`/notes/${note.id}/edit`, { signedInAs: me });
    const titleField = await screen.findByRole('textbox', { name: 'Title' });
    await app.user.clear(titleField);
    await app.user.type(titleField, 'Rewritten on my laptop');

    deleteOnServer(note);
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    expect(await screen.findByText(/This note has been deleted elsewhere\. Your text is still here/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Rewritten on my laptop');
    expect(screen.queryByText('Note not found.')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Save as a new note' }));
    await waitFor(() => expect(notesDb.notes.map((stored) => stored.note.title)).toEqual(['Rewritten on my laptop']));
    expect(notesDb.notes[0]?.note.id).not.toBe(note.id);
    expect(notesDb.notes[0]?.note.body).toBe('Old body');
    await waitFor(() => expect(currentPath(app)).toBe('/notes'));
  });
});

describe('a note deleted elsewhere while my edit of it was not sent', () => {
  /** I rewrite the note's text offline; it is deleted on another device; back online, the server refuses my edit (404). */
  async function editRefusedAsGone() {
    const me = buildMe();
    const note = seedNote(me, { title: 'Land law', body: 'Old body', course: 'Land Law' });
    const app = renderApp('/notes', { signedInAs: me });
    await app.user.click(await screen.findByRole('link', { name: 'Land law' }));
    await app.user.click(await screen.findByRole('link', { name: 'Edit' }));
    const body = await screen.findByRole('textbox', { name: 'Note (Markdown)' });
    setOnline(false);
    await app.user.clear(body);
    await app.user.type(body, 'My long revision');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await title('Land law')).toBeInTheDocument();
    await waitFor(() => expect(storedOutbox(me.id)).toHaveLength(1));
    deleteOnServer(note);
    return { me, note, app };
  }

  const saveAsNewNote = async (app: ReturnType<typeof renderApp>) => {
    expect(await screen.findByText(/This note has been deleted elsewhere\. Your text is still here/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note (Markdown)' })).toHaveValue('My long revision');
    await app.user.click(screen.getByRole('button', { name: 'Save as a new note' }));
    await waitFor(() => expect(notesDb.notes.map((stored) => stored.note)).toMatchObject([{ title: 'Land law', body: 'My long revision', course: 'Land Law' }]));
    await waitFor(() => expect(currentPath(app)).toBe('/notes'));
  };

  it('on its page, offers my text to save as a new note, and the refused edit leaves the outbox', async () => {
    const { me, note, app } = await editRefusedAsGone();
    setOnline(true);
    await saveAsNewNote(app);
    expect(notesDb.notes[0]?.note.id).not.toBe(note.id);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Not sent' })).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My notes' });
    await waitFor(() => expect(noteTitles(list)).toEqual(['Land law']));
  });

  it('on its edit page, opened after the refusal, offers my text to save as a new note', async () => {
    const { me, note, app } = await editRefusedAsGone();
    await app.user.click(screen.getByRole('link', { name: 'My notes' }));
    await screen.findByRole('list', { name: 'My notes' });
    setOnline(true);
    expect(await screen.findByRole('region', { name: 'Not sent' })).toHaveTextContent('Note not found.');

    await act(() => app.router.navigate({ to: '/notes/$noteId/edit', params: { noteId: note.id } }));
    await saveAsNewNote(app);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Not sent' })).not.toBeInTheDocument();
  });
});
