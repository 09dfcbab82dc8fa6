/*
 * What a save sends online: an edit only the fields I changed (nothing at all when I changed
 * nothing), and each save an Idempotency-Key that a retry of the same save keeps, so a save
 * the server made though its answer was lost is not made twice.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/idempotency.ts';
import type { Endpoint } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { notesDb, notesHandlers, resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { server } from '../../mocks/server.ts';
import { recordWrites } from '../support/offline-writes.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { noteTitles } from './support/note-titles.ts';

beforeEach(() => resetNotesDb());

/** The server acts on the first call to `endpoint` but its answer is lost on the way back; the keys of every call. */
function loseFirstAnswer(endpoint: Endpoint): (string | null)[] {
  const keys: (string | null)[] = [];
  server.use(
    mockEndpoint(endpoint, async ({ request }) => {
      keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
      if (keys.length > 1) return undefined;
      await getResponse(notesHandlers, request);
      return HttpResponse.error();
    }),
  );
  return keys;
}

describe('an edit', () => {
  it('sends only the fields I changed, and nothing when I changed nothing', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Equity', body: 'Maxims', course: 'Equity' });
    const updates = recordWrites(endpoints.notes.update);
    const app = renderApp(`/notes/${note.id}/edit`, { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentPath(app)).toBe(`/notes/${note.id}`));
    expect(updates.received).toEqual([]);

    await app.user.click(await screen.findByRole('link', { name: 'Edit' }));
    const course = await screen.findByRole('combobox', { name: 'Course' });
    await app.user.clear(course);
    await app.user.type(course, 'Trusts');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates.received).toHaveLength(1));
    expect(updates.received[0]?.json).toEqual({ course: 'Trusts' });
    expect(await screen.findByText('Trusts')).toBeInTheDocument();
    expect(notesDb.notes[0]?.note).toMatchObject({ title: 'Equity', body: 'Maxims', course: 'Trusts' });
  });
});

describe('a save whose answer was lost', () => {
  it('saved again from the draft makes one note, not two', async () => {
    const me = buildMe();
    const keys = loseFirstAnswer(endpoints.notes.create);
    const app = renderApp('/notes/new', { signedInAs: me });
    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Lost answer');
    await app.user.type(screen.getByRole('textbox', { name: 'Note (Markdown)' }), 'Saved once');
    await app.user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(notesDb.notes).toHaveLength(1);

    await app.user.click(await screen.findByRole('link', { name: 'New note' }));
    await app.user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Restore' }));
    await app.user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const list = await screen.findByRole('list', { name: 'My notes' });
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Lost answer' })).toBeInTheDocument());
    expect(noteTitles(list)).toEqual(['Lost answer']);
    expect(notesDb.notes.map((stored) => stored.note.title)).toEqual(['Lost answer']);
  });

  it('of an edit, saved again from the draft, goes with the same key and is answered as the first', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Contract', body: 'Offer' });
    const keys = loseFirstAnswer(endpoints.notes.update);
    const app = renderApp(`/notes/${note.id}/edit`, { signedInAs: me });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await app.user.clear(title);
    await app.user.type(title, 'Contract: acceptance');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(notesDb.notes[0]?.note.title).toBe('Contract: acceptance');

    await app.user.click(await screen.findByRole('link', { name: 'Edit' }));
    await app.user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Restore' }));
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract: acceptance' })).toBeInTheDocument();
  });
});
