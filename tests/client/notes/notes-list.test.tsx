import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { resetNotesDb, seedNote } from '../../mocks/notes-handlers.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { noteTitles } from './support/note-titles.ts';


beforeEach(() => resetNotesDb());

describe('my notes', () => {
  it('invites the first note when there is none', async () => {
    const app = renderApp('/notes', { signedInAs: buildMe() });
    expect(await screen.findByText('You have no notes yet.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Write your first note' }));
    expect(await screen.findByRole('heading', { name: 'New note', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/notes/new');
  });

  it('lists my notes newest first, and only mine', async () => {
    const me = buildMe();
    const other = buildMe({ name: 'Kofi Boateng' });
    seedNote(me, { title: 'Offer and acceptance', course: 'Contract Law' });
    seedNote(other, { title: 'Not mine', visibility: 'public' });
    seedNote(me, { title: 'Negligence', course: 'Law of Torts', body: 'Duty, **breach** and damage.' });
    renderApp('/notes', { signedInAs: me });

    const list = await screen.findByRole('list', { name: 'My notes' });
    expect(noteTitles(list)).toEqual(['Negligence', 'Offer and acceptance']);
    expect(within(list).getByText('Duty, breach and damage.')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Negligence' })).toHaveAttribute('href', expect.stringMatching(/^\/notes\/note-/));
  });

  it('searches by words and filters by course, keeping both in the address', async () => {
    const me = buildMe();
    seedNote(me, { title: 'Offer and acceptance', course: 'Contract Law', body: 'Carlill v Carbolic Smoke Ball' });
    seedNote(me, { title: 'Consideration', course: 'Contract Law' });
    seedNote(me, { title: 'Negligence', course: 'Law of Torts', body: 'Donoghue v Stevenson' });
    const app = renderApp('/notes', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'My notes' });
    expect(noteTitles(list)).toHaveLength(3);

    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'carbolic');
    await waitFor(() => expect(noteTitles(list)).toEqual(['Offer and acceptance']));
    expect(currentPath(app)).toBe('/notes?q=carbolic');

    await app.user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await app.user.type(screen.getByRole('combobox', { name: 'Course' }), 'contract law');
    await waitFor(() => expect(noteTitles(list)).toEqual(['Consideration', 'Offer and acceptance']));
    expect(currentPath(app)).toBe('/notes?course=contract+law');

    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'stevenson');
    expect(await screen.findByText('No notes match your search.')).toBeInTheDocument();
  });

  it('opens on the search in the address', async () => {
    const me = buildMe();
    seedNote(me, { title: 'Equity maxims' });
    seedNote(me, { title: 'Trusts' });
    renderApp('/notes?q=maxims', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'My notes' });
    expect(noteTitles(list)).toEqual(['Equity maxims']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('maxims');
  });

  it('loads the next page with the cursor', async () => {
    const me = buildMe();
    for (let index = 1; index <= 23; index += 1) seedNote(me, { title: `Lecture ${index}` });
    const app = renderApp('/notes', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'My notes' });
    expect(noteTitles(list)).toHaveLength(20);
    expect(noteTitles(list)[0]).toBe('Lecture 23');

    await app.user.click(screen.getByRole('button', { name: 'Load more notes' }));
    await waitFor(() => expect(noteTitles(list)).toHaveLength(23));
    expect(noteTitles(list).at(-1)).toBe('Lecture 1');
    expect(screen.queryByRole('button', { name: 'Load more notes' })).not.toBeInTheDocument();
  });
});
