/*
 * Note saves made offline (issue #17 point 3): they wait in the outbox, show at once with the
 * "waiting to send" mark, survive a reload, go once, in order, each with its Idempotency-Key
 * when the browser is back online, and a save the server refuses is marked with its words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/idempotency.ts';
import type { Me } from '../../../src/contract/users.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { notesDb, resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { server } from '../../mocks/server.ts';
import { SOCKET_RECONNECTED, fireSocketEvent } from '../support/fake-socket.ts';
import { holdEndpoint } from '../support/hold-endpoint.ts';
import { recordWrites, setOnline } from '../support/offline-writes.ts';
import { memoryIdb } from '../support/memory-idb-storage.ts';
import { currentPath, reloadApp, renderApp } from '../support/render-app.tsx';
import { noteTitles } from './support/note-titles.ts';

type Sent = { title: string | undefined; key: string | null };
let created: Sent[] = [];
let updated: Sent[] = [];

beforeEach(() => {
  resetNotesDb();
  created = [];
  updated = [];
  // Records each save as it reaches the server, then lets the notes handlers answer it.
  const record = (into: Sent[]) => async ({ request }: { request: Request }) => {
    const { title } = (await request.clone().json()) as { title?: string };
    into.push({ title, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
    return undefined;
  };
  server.use(mockEndpoint(endpoints.notes.create, record(created)), mockEndpoint(endpoints.notes.update, record(updated)));
});

const queuedKeys = (me: Me) => ((memoryIdb.get(`outbox:${me.id}`) ?? []) as { idempotencyKey: string }[]).map((request) => request.idempotencyKey);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('a note saved offline', () => {
  it('shows at once with its mark, survives a reload, and is sent once when back online; its page moves to the saved note', async () => {
    const me = buildMe();
    seedNote(me, { title: 'Older note' });
    const app = renderApp('/notes', { signedInAs: me, persist: true });
    await screen.findByRole('list', { name: 'My notes' });
    setOnline(false);

    await app.user.click(screen.getByRole('link', { name: 'New note' }));
    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Judicial precedent');
    await app.user.type(screen.getByRole('textbox', { name: 'Note (Markdown)' }), 'Stare decisis');
    await app.user.click(screen.getByRole('button', { name: 'Save note' }));

    // Its own page, which needs nothing from the server.
    await waitFor(() => expect(currentPath(app)).toMatch(/^\/notes\/.+/));
    expect(await heading('Judicial precedent')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'My notes' }));
    const list = await screen.findByRole('list', { name: 'My notes' });
    expect(noteTitles(list)).toEqual(['Judicial precedent', 'Older note']);
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Waiting to send');
    await waitFor(() => expect(queuedKeys(me)).toHaveLength(1));

    const again = reloadApp(app, '/notes', { signedInAs: me, persist: true });
    const reloaded = await screen.findByRole('list', { name: 'My notes' });
    await waitFor(() => expect(noteTitles(reloaded)).toEqual(['Judicial precedent', 'Older note']));
    expect(within(reloaded).getAllByRole('article')[0]).toHaveTextContent('Waiting to send');
    expect(within(reloaded).getAllByRole('article')[1]).not.toHaveTextContent('Waiting to send');

    await again.user.click(within(reloaded).getByRole('link', { name: 'Judicial precedent' }));
    expect(await heading('Judicial precedent')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    expect(await screen.findByText('Stare decisis')).toBeInTheDocument();
    expect(created).toEqual([]);

    const [key] = queuedKeys(me);
    setOnline(true);
    const saved = await waitFor(() => {
      const found = notesDb.notes.find((stored) => stored.note.title === 'Judicial precedent');
      if (!found) throw new Error('not saved yet');
      return found.note;
    });
    await waitFor(() => expect(currentPath(again)).toBe(`/notes/${saved.id}`));
    expect(await heading('Judicial precedent')).toBeInTheDocument();
    expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument();
    expect(created).toEqual([{ title: 'Judicial precedent', key }]);
    // Replaced, not pushed: Back does not lead to the stand-in's page.
    again.router.history.back();
    await waitFor(() => expect(currentPath(again)).toBe('/notes'));
    const settled = await screen.findByRole('list', { name: 'My notes' });
    expect(noteTitles(settled)).toEqual(['Judicial precedent', 'Older note']);
    expect(settled).not.toHaveTextContent('Waiting to send');
    expect(memoryIdb.get(`outbox:${me.id}`)).toEqual([]);
  });

  it('shows edits over the note at once, keeps them across a reload, and sends them in order', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Land law', body: 'Old text' });
    const app = renderApp(`/notes/${note.id}`, { signedInAs: me, persist: true });
    expect(await heading('Land law')).toBeInTheDocument();
    setOnline(false);

    for (const title of ['Land law: tenure', 'Land law: estates']) {
      await app.user.click(screen.getByRole('link', { name: 'Edit' }));
      const field = await screen.findByRole('textbox', { name: 'Title' });
      await app.user.clear(field);
      await app.user.type(field, title);
      await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await heading(title)).toBeInTheDocument();
    }
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    await waitFor(() => expect(queuedKeys(me)).toHaveLength(2));
    const keys = queuedKeys(me);

    reloadApp(app, `/notes/${note.id}`, { signedInAs: me, persist: true });
    expect(await heading('Land law: estates')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    expect(updated).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(updated).toHaveLength(2));
    expect(updated).toEqual([
      { title: 'Land law: tenure', key: keys[0] },
      { title: 'Land law: estates', key: keys[1] },
    ]);
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Land law: estates');
    expect(notesDb.notes[0]?.note.title).toBe('Land law: estates');
  });

  it('sends only the fields I changed: a title and course changed elsewhere meanwhile stay, and show beside my edit while it waits', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Torts', body: 'Original body', course: 'Torts' });
    const updates = recordWrites(endpoints.notes.update);
    const app = renderApp(`/notes/${note.id}/edit`, { signedInAs: me });
    const body = await screen.findByRole('textbox', { name: 'Note (Markdown)' });
    setOnline(false);
    await app.user.clear(body);
    await app.user.type(body, 'Written on my phone');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await heading('Torts')).toBeInTheDocument();
    expect(await screen.findByText('Written on my phone')).toBeInTheDocument();

    // Meanwhile, on my laptop.
    const [stored] = notesDb.notes;
    if (!stored) throw new Error('no note');
    stored.note = { ...stored.note, title: 'Torts: negligence', course: 'Contract' };
    const answer = holdEndpoint(endpoints.notes.update);
    setOnline(true);
    // The page fetches the server's newer copy while my edit is on its way: my change shows over it, and only my change.
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    expect(await heading('Torts: negligence')).toBeInTheDocument();
    expect(screen.getByText('Written on my phone')).toBeInTheDocument();
    expect(screen.getByText('Contract')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();

    answer.release();
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(updates.received.map((write) => write.json)).toEqual([{ body: 'Written on my phone' }]);
    expect(notesDb.notes[0]?.note).toMatchObject({ title: 'Torts: negligence', course: 'Contract', body: 'Written on my phone' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Torts: negligence');
  });

  it('is marked not sent, with the server’s words, when the server refuses it; Discard puts the note back', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Contract', body: 'Offer and acceptance' });
    server.use(mockEndpoint(endpoints.notes.update, () => apiError(422, 'CONTENT_REJECTED', 'This note cannot be saved.')));
    const app = renderApp(`/notes/${note.id}/edit`, { signedInAs: me });
    const field = await screen.findByRole('textbox', { name: 'Title' });
    setOnline(false);
    await app.user.clear(field);
    await app.user.type(field, 'Contract: consideration');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await heading('Contract: consideration')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();

    setOnline(true);
    const strip = await screen.findByRole('region', { name: 'Not sent' });
    expect(within(strip).getByRole('alert')).toHaveTextContent('Your note: “Contract: consideration”');
    expect(within(strip).getByRole('alert')).toHaveTextContent('This note cannot be saved.');
    const article = screen.getByRole('article');
    expect(within(article).getByText('Not sent')).toBeInTheDocument();

    await app.user.click(within(strip).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not sent' })).not.toBeInTheDocument());
    expect(await heading('Contract')).toBeInTheDocument();
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    expect(notesDb.notes[0]?.note.title).toBe('Contract');
  });
});
