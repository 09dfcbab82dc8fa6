import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { recentSearchesStorageKey } from '../../../src/client/features/search/api/recent-searches.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { addSearchDocument, answerSearch } from '../../mocks/search-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { memoryIdb } from '../support/memory-idb-storage.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

beforeEach(() => resetNotesDb());

const searchField = () => screen.findByRole('searchbox', { name: 'Search Campus' });

describe('search from the keyboard', () => {
  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const me = buildMe();
    const note = seedNote(me, { title: 'Consideration in contract', body: 'Past consideration is no consideration.' });
    addSearchDocument({ type: 'note', id: note.id, title: note.title, body: note.body, createdAt: note.createdAt });
    const app = renderApp('/search?q=consideration&type=note', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Notes' });
    const [mine, other] = within(list).getAllByRole('link');
    expect(mine).toHaveAccessibleName('Consideration in contract');
    expect(other).toHaveAccessibleName('Consideration');

    await app.user.click(await searchField());
    await app.user.keyboard('{ArrowDown}');
    expect(mine).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(other).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(other).toHaveFocus();
    await app.user.keyboard('{ArrowUp}');
    expect(mine).toHaveFocus();
    await app.user.keyboard('{ArrowUp}');
    expect(await searchField()).toHaveFocus();
    await app.user.keyboard('{ArrowDown}{End}');
    expect(other).toHaveFocus();
    await app.user.keyboard('{Home}{Enter}');

    expect(await screen.findByRole('heading', { name: 'Consideration in contract', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/notes/${note.id}`);
    expect(await searchField()).toHaveValue('');
  });

  it('focuses the field with / or Ctrl+K, but not while typing in another field', async () => {
    const app = renderApp('/notes', { signedInAs: buildMe() });
    const field = await searchField();
    const notesSearch = await screen.findByRole('searchbox', { name: 'Search' });

    await app.user.keyboard('/');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');

    await app.user.click(notesSearch);
    await app.user.keyboard('a/b');
    expect(notesSearch).toHaveFocus();
    expect(notesSearch).toHaveValue('a/b');
    // The notes filter's own pause ends first, as it does for a person who stops to look.
    await waitFor(() => expect(currentPath(app)).toBe('/notes?q=a%2Fb'), { timeout: 15_000 });

    await app.user.click(screen.getByRole('heading', { name: 'Notes', level: 1 }));
    await app.user.keyboard('{Control>}k{/Control}');
    expect(field).toHaveFocus();
    await app.user.keyboard('tort');
    // Debounced: the address follows a quarter second after the last key, later on a loaded machine.
    await waitFor(() => expect(currentPath(app)).toBe('/search?q=tort'), { timeout: 15_000 });
  });

  it('keeps recent searches on the device, offers them and clears them', async () => {
    const me = buildMe();
    const app = renderApp('/search', { signedInAs: me });
    expect(await screen.findByRole('heading', { name: 'Search everything you can see on Campus' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();

    await app.user.type(await searchField(), 'habeas{Enter}');
    await screen.findByRole('link', { name: 'Re Akoto and 7 Others' });
    await app.user.clear(await searchField());
    await app.user.type(await searchField(), 'carlill');
    await app.user.click(await screen.findByRole('link', { name: 'Carlill v Carbolic Smoke Ball Co' }));
    await waitFor(() => expect(currentPath(app)).toBe('/library/cases/case-carlill'));
    expect(memoryIdb.get(recentSearchesStorageKey(me.id))).toEqual(['carlill', 'habeas']);

    // Back on the search page, with no words: the recent searches, newest first.
    app.history.back();
    expect(await searchField()).toHaveValue('carlill');
    await app.user.clear(await searchField());
    const recent = await screen.findByRole('list', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('link').map((link) => link.textContent)).toEqual(['carlill', 'habeas']);
    await app.user.click(within(recent).getByRole('link', { name: 'habeas' }));
    expect(await screen.findByRole('link', { name: 'Re Akoto and 7 Others' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/search?q=habeas');
    expect(await searchField()).toHaveValue('habeas');

    await app.user.clear(await searchField());
    await app.user.click(await screen.findByRole('button', { name: 'Clear recent searches' }));
    expect(await screen.findByRole('heading', { name: 'Search everything you can see on Campus' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();
    await waitFor(() => expect(memoryIdb.has(recentSearchesStorageKey(me.id))).toBe(false));
  });

  it('cancels the request for words the user has typed past', async () => {
    const held = deferred();
    const requests: { q: string | null; signal: AbortSignal }[] = [];
    server.use(
      mockEndpoint(endpoints.search.query, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        requests.push({ q, signal: request.signal });
        if (q === 'carb') await held.promise;
        return answerSearch(request);
      }),
    );
    const app = renderApp('/search', { signedInAs: buildMe() });
    await app.user.type(await searchField(), 'carb');
    await waitFor(() => expect(requests.map((request) => request.q)).toEqual(['carb']));
    expect(requests[0]?.signal.aborted).toBe(false);

    await app.user.type(await searchField(), 'olic');
    expect(await screen.findByRole('link', { name: 'Carlill v Carbolic Smoke Ball Co' })).toBeInTheDocument();
    expect(requests.map((request) => request.q)).toEqual(['carb', 'carbolic']);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
    held.resolve();
  });
});
