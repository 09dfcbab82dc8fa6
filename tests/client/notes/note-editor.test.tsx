import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_INTERVAL_MS, noteDraftKey } from '../../../src/client/features/notes/components/use-note-draft.ts';
import { buildMe } from '../../mocks/db.ts';
import { apiError } from '../../mocks/errors.ts';
import { notesDb, resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { memoryIdb } from '../support/memory-idb-storage.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { noteTitles } from './support/note-titles.ts';


beforeEach(() => resetNotesDb());
afterEach(() => vi.useRealTimers());

describe('writing a note', () => {
  it('puts a new note at the top of my list at once, then the saved one in its place', async () => {
    const me = buildMe();
    seedNote(me, { title: 'Older note' });
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.notes.create, async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const app = renderApp('/notes', { signedInAs: me });
    await screen.findByRole('list', { name: 'My notes' });
    await app.user.click(screen.getByRole('link', { name: 'New note' }));

    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Judicial precedent');
    await app.user.type(screen.getByRole('combobox', { name: 'Course' }), 'Legal Method');
    await app.user.click(screen.getByRole('radio', { name: /Collaborators/ }));
    await app.user.type(screen.getByRole('textbox', { name: 'Note (Markdown)' }), 'Stare decisis');
    await app.user.click(screen.getByRole('button', { name: 'Save note' }));

    await waitFor(() => expect(currentPath(app)).toBe('/notes'));
    const mine = await screen.findByRole('list', { name: 'My notes' });
    expect(noteTitles(mine)).toEqual(['Judicial precedent', 'Older note']);
    expect(within(mine).getAllByRole('article')[0]).toHaveAttribute('aria-busy', 'true');

    gate.resolve();
    expect(await within(mine).findByRole('link', { name: 'Judicial precedent' })).toBeInTheDocument();
    expect(within(mine).getAllByRole('article')[0]).not.toHaveAttribute('aria-busy');
    expect(notesDb.notes.at(-1)?.note).toMatchObject({ title: 'Judicial precedent', course: 'Legal Method', visibility: 'collaborators', body: 'Stare decisis' });
  });

  it('takes the new note away again and says so when saving fails', async () => {
    const me = buildMe();
    seedNote(me, { title: 'Older note' });
    server.use(mockEndpoint(endpoints.notes.create, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/notes/new', { signedInAs: me });
    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Lost note');
    await app.user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My notes' });
    await waitFor(() => expect(noteTitles(list)).toEqual(['Older note']));
    // The text is kept as a draft, to be restored next time.
    expect(memoryIdb.get(noteDraftKey(me.id, undefined))).toMatchObject({ title: 'Lost note' });
  });

  it("gives the server's reason under the error title when it refuses the new note", async () => {
    const me = buildMe();
    server.use(mockEndpoint(endpoints.notes.create, () => apiError(403, 'SUSPENDED', 'This account is suspended.')));
    const app = renderApp('/notes/new', { signedInAs: me });
    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Refused note');
    await app.user.click(screen.getByRole('button', { name: 'Save note' }));

    const toast = (await screen.findByText('This account is suspended.')).closest('li') as HTMLElement;
    expect(within(toast).getByText('An error occurred.')).toBeInTheDocument();
  });

  it('asks for a title before saving', async () => {
    const app = renderApp('/notes/new', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'Save note' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Give the note a title.');
    expect(notesDb.notes).toHaveLength(0);
  });

  it('edits my note and shows the change at once', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Land law', body: 'Old text', course: 'Land Law' });
    const app = renderApp(`/notes/${note.id}/edit`, { signedInAs: me });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Land law');
    expect(screen.getByRole('radio', { name: /Private/ })).toBeChecked();

    await app.user.clear(title);
    await app.user.type(title, 'Land law: easements');
    await app.user.click(screen.getByRole('radio', { name: /Public/ }));
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Land law: easements', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/notes/${note.id}`);
    expect(screen.getByText('Public')).toBeInTheDocument();
    await waitFor(() => expect(notesDb.notes[0]?.note).toMatchObject({ title: 'Land law: easements', visibility: 'public', body: 'Old text' }));
  });

  it("does not offer the editor for someone else's note", async () => {
    const me = buildMe();
    const other = buildMe({ name: 'Kofi Boateng' });
    const note = seedNote(other, { title: 'Public note', visibility: 'public' });
    renderApp(`/notes/${note.id}/edit`, { signedInAs: me });
    expect(await screen.findByRole('heading', { name: 'Only its owner can edit this note' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('previews the Markdown beside the text', async () => {
    const app = renderApp('/notes/new', { signedInAs: buildMe() });
    await app.user.type(await screen.findByRole('textbox', { name: 'Note (Markdown)' }), '## Ratio{enter}{enter}- **binding** part');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Ratio', level: 2 })).toBeInTheDocument();
    expect(within(preview).getByText('binding').tagName).toBe('STRONG');
    await app.user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('drafts', () => {
  it('keeps unsaved text every few seconds and offers it back after a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const me = buildMe();
    const first = renderApp('/notes/new', { signedInAs: me });
    await first.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Unsaved thoughts');
    await first.user.type(screen.getByRole('textbox', { name: 'Note (Markdown)' }), 'Half a brief');
    const key = noteDraftKey(me.id, undefined);
    expect(memoryIdb.has(key)).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_INTERVAL_MS));
    await waitFor(() => expect(memoryIdb.get(key)).toMatchObject({ title: 'Unsaved thoughts', body: 'Half a brief' }));

    // The tab crashes; a fresh app opens the editor again.
    first.unmount();
    const second = renderApp('/notes/new', { signedInAs: me });
    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent(/^Restore draft from \d\d:\d\d\?/);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');

    await second.user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Unsaved thoughts');
    expect(screen.getByRole('textbox', { name: 'Note (Markdown)' })).toHaveValue('Half a brief');
    expect(screen.queryByText(/Restore draft/)).not.toBeInTheDocument();
  });

  it('forgets a draft that is discarded', async () => {
    const me = buildMe();
    const key = noteDraftKey(me.id, undefined);
    memoryIdb.set(key, { title: 'Old draft', course: '', visibility: 'private', body: '', savedAt: new Date().toISOString() });
    const app = renderApp('/notes/new', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(/Restore draft/)).not.toBeInTheDocument();
    await waitFor(() => expect(memoryIdb.has(key)).toBe(false));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('offers nothing when the kept draft is the note as saved', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Same', body: 'Text' });
    memoryIdb.set(noteDraftKey(me.id, note.id), { title: 'Same', course: '', visibility: 'private', body: 'Text', savedAt: new Date().toISOString() });
    renderApp(`/notes/${note.id}/edit`, { signedInAs: me });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Same');
    expect(screen.queryByText(/Restore draft/)).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const me = buildMe();
    const app = renderApp('/notes/new', { signedInAs: me });
    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Half done');

    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Your unsaved changes to this note will be lost.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath(app)).toBe('/notes/new');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half done');

    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(currentPath(app)).toBe('/notes'));
    expect(memoryIdb.has(noteDraftKey(me.id, undefined))).toBe(false);
  });

  it('leaves an untouched editor without asking', async () => {
    const app = renderApp('/notes/new', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath(app)).toBe('/notes'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
