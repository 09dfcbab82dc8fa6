import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { resetNotesDb } from '../../mocks/notes-handlers.ts';
import { addSearchDocument, answerSearch } from '../../mocks/search-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

beforeEach(() => resetNotesDb());

const searchField = () => screen.getByRole('searchbox', { name: 'Search Campus' });
const kinds = () => screen.getByRole('navigation', { name: 'Kinds of result' });
/** The line that says how many results there are (a live region). */
const countLine = async (text: string) => expect(await screen.findByText(text)).toHaveAttribute('role', 'status');

describe('search page', () => {
  it('shows results as you type in the top bar, grouped by kind with counts', async () => {
    const app = renderApp('/notes', { signedInAs: buildMe() });
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search Campus' }), 'contract');

    expect(await screen.findByRole('heading', { name: 'Search', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/search?q=contract');
    await countLine('6 results for “contract”');

    // Kinds in the order of their best hit (title matches first), each with its count.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Groups (1)', 'Books (1)', 'Courses (1)', 'Notes (1)', 'Questions (1)', 'People (1)']);
    const books = screen.getByRole('list', { name: 'Books' });
    expect(within(books).getByRole('link', { name: 'Contract Law in Ghana' })).toHaveAttribute('href', '/library/books/book-contract');
    expect(within(books).getByRole('link', { name: 'Contract Law in Ghana' })).toHaveAccessibleDescription(/^Book Formation, terms/);

    expect(within(kinds()).getAllByRole('link').map((link) => link.textContent)).toEqual(['All 6', 'Notes 1', 'Questions 1', 'Books 1', 'Courses 1', 'People 1', 'Groups 1']);
    expect(within(kinds()).getByRole('link', { name: 'All 6' })).toHaveAttribute('aria-current', 'page');
    expect(searchField()).toHaveFocus();
  });

  it('filters by kind, keeping the kind in the address and the counts of all kinds', async () => {
    const app = renderApp('/search?q=consid', { signedInAs: buildMe() });
    await countLine('3 results for “consid”');
    expect(searchField()).toHaveValue('consid');

    await app.user.click(within(kinds()).getByRole('link', { name: 'Posts 1' }));
    await waitFor(() => expect(currentPath(app)).toBe('/search?q=consid&type=post'));
    await countLine('1 result (posts) for “consid”');
    const posts = await screen.findByRole('list', { name: 'Posts' });
    expect(within(posts).getAllByRole('link')).toHaveLength(1);
    expect(within(posts).getByRole('link', { name: 'Who has notes on consideration?' })).toHaveAttribute('href', '/posts/post-consideration');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(within(kinds()).getByRole('link', { name: 'Posts 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(kinds()).getByRole('link', { name: 'All 3' })).not.toHaveAttribute('aria-current');

    // Typing keeps the chosen kind.
    await app.user.clear(searchField());
    await app.user.type(searchField(), 'monday');
    await waitFor(() => expect(currentPath(app)).toBe('/search?q=monday&type=post'));
  });

  it('while another kind loads, keeps showing only the hits of that kind already found', async () => {
    const held = deferred();
    server.use(
      mockEndpoint(endpoints.search.query, async ({ request }) => {
        if (new URL(request.url).searchParams.get('type') === 'note') await held.promise;
        return answerSearch(request);
      }),
    );
    const app = renderApp('/search?q=consid', { signedInAs: buildMe() });
    await countLine('3 results for “consid”');

    await app.user.click(within(kinds()).getByRole('link', { name: 'Notes 1' }));
    const notes = await screen.findByRole('list', { name: 'Notes' });
    expect(within(notes).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/notes/note-consideration']);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');

    held.resolve();
    await countLine('1 result (notes) for “consid”');
  });

  it('marks the matched words from the offsets, and shows markup in a snippet as text', async () => {
    addSearchDocument({ type: 'note', id: 'note-markup', title: 'Estoppel', body: 'Write <b>estoppel</b> as <i>promissory estoppel</i>', createdAt: '2026-09-01T10:00:00.000Z' });
    renderApp('/search?q=estoppel', { signedInAs: buildMe() });
    const link = await screen.findByRole('link', { name: 'Estoppel' });

    expect(link).toHaveTextContent('Write <b>estoppel</b> as <i>promissory estoppel</i>');
    expect(link.querySelector('b, i')).toBeNull();
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['estoppel', 'estoppel']);
    expect(link.querySelector('mark')?.previousSibling?.textContent).toBe('Write <b>');
  });

  it('loads more results with the cursor', async () => {
    for (let n = 1; n <= 23; n += 1) {
      addSearchDocument({ type: 'post', id: `post-${n}`, title: `Tort lecture ${n}`, body: `Tort lecture ${n}`, createdAt: new Date(Date.UTC(2026, 8, n)).toISOString() });
    }
    const app = renderApp('/search?q=tort&type=post', { signedInAs: buildMe() });
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);

    await app.user.click(screen.getByRole('button', { name: 'Load more results' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(23));
    expect(within(list).getAllByRole('link').at(-1)).toHaveAccessibleName('Tort lecture 1');
    expect(screen.queryByRole('button', { name: 'Load more results' })).not.toBeInTheDocument();
    await countLine('23 results (posts) for “tort”');
  });

  it('suggests what can be searched before any words, and says when nothing is found', async () => {
    const app = renderApp('/search', { signedInAs: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Search everything you can see on Campus' })).toBeInTheDocument();
    expect(screen.getByText(/Find cases, notes, questions, books, courses, people, groups and posts/)).toBeInTheDocument();
    await waitFor(() => expect(searchField()).toHaveFocus());

    await app.user.click(within(screen.getByRole('list', { name: 'Examples to try' })).getByRole('link', { name: 'Carlill' }));
    expect(await screen.findByRole('link', { name: 'Carlill v Carbolic Smoke Ball Co' })).toHaveAttribute('href', '/library/cases/case-carlill');
    expect(searchField()).toHaveValue('Carlill');

    await app.user.clear(searchField());
    await app.user.type(searchField(), 'zygote');
    expect(await screen.findByText('Nothing found for “zygote”.')).toBeInTheDocument();
    await countLine('0 results for “zygote”');
  });
});
