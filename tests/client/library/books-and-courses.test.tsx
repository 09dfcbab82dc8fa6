import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe, db } from '../../mocks/db.ts';
import { libraryDb, seedBook, seedCaseFlash, seedCourse, seedQuestion } from '../../mocks/library-db.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

const titles = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('books', () => {
  it('lists books by title, filtered by course and words, and opens one', async () => {
    seedCourse({ title: 'Law of Contract' });
    seedCourse({ title: 'Land Law', code: 'LLB-LAND' });
    seedBook({ title: 'The Law of Contract', author: 'G.H. Treitel' });
    const land = seedBook({ title: 'Ghana Land Law and Conveyancing', author: 'B.J. da Rocha and C.H.K. Lodoh', course: 'Land Law', publishedYear: 1999, fileUrl: 'https://example.org/land.pdf' });
    const app = renderApp('/library/books', { signedInAs: buildMe() });
    const list = await screen.findByRole('list', { name: 'Books' });
    expect(titles(list)).toEqual(['Ghana Land Law and Conveyancing', 'The Law of Contract']);

    await screen.findByRole('option', { name: 'Land Law' });
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Land Law');
    await waitFor(() => expect(titles(list)).toEqual(['Ghana Land Law and Conveyancing']));
    expect(currentPath(app)).toBe('/library/books?course=Land+Law');

    await app.user.click(within(list).getByRole('link', { name: 'Ghana Land Law and Conveyancing' }));
    expect(await screen.findByRole('heading', { name: 'Ghana Land Law and Conveyancing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('B.J. da Rocha and C.H.K. Lodoh')).toBeInTheDocument();
    expect(screen.getByText('1999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the book' })).toHaveAttribute('href', 'https://example.org/land.pdf');
    expect(currentPath(app)).toBe(`/library/books/${land.id}`);
  });
});

describe('the course catalogue', () => {
  it('shows a course with its topics, linking to its questions, cases and books', async () => {
    const course = seedCourse({ title: 'Land Law', code: 'LLB-LAND', topics: ['The allodial title', 'Leases and licences'] });
    seedQuestion({ question: 'What is the allodial title?', course: 'Land Law', topic: 'The allodial title' });
    seedQuestion({ question: 'A contract question.' });
    seedCaseFlash({ title: 'Awuah v Adututu', course: 'Land Law' });
    const app = renderApp('/library/courses', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('link', { name: 'LLB-LAND · Land Law' }));
    expect(await screen.findByRole('heading', { name: 'Land Law', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/library/courses/${course.id}`);
    const links = within(screen.getByRole('navigation', { name: 'In this course' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/library/questions?course=Land+Law',
      '/library/cases?course=Land+Law',
      '/library/books?course=Land+Law',
      '/library/practice?course=Land+Law',
    ]);

    await app.user.click(screen.getByRole('link', { name: 'The allodial title' }));
    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(titles(questions)).toEqual(['What is the allodial title?']);
    expect(currentPath(app)).toBe('/library/questions?course=Land+Law&topic=The+allodial+title');
  });
});

describe('the library hub', () => {
  it('searches every part of the library at once', async () => {
    seedQuestion({ question: 'Who is bound by a stool grant?' });
    seedCaseFlash({ title: 'Awuah v Adututu', tags: ['stool land'] });
    seedBook({ title: 'Stool Lands in Ghana' });
    const app = renderApp('/library', { signedInAs: buildMe() });
    expect(await screen.findByRole('link', { name: /^Case flashes/ })).toHaveAttribute('href', '/library/cases');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'stool');
    const cases = await screen.findByRole('region', { name: 'Case flashes' });
    expect(await within(cases).findByRole('link', { name: 'Awuah v Adututu' })).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Books' })).getByRole('link', { name: 'Stool Lands in Ghana' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Questions' })).getByRole('link', { name: 'Who is bound by a stool grant?' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Courses' })).getByText('Nothing found.')).toBeInTheDocument();
    expect(currentPath(app)).toBe('/library?q=stool');
  });
});

describe('managing the library', () => {
  it('is neither offered nor open to a student', async () => {
    renderApp('/library', { signedInAs: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Library', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage the library' })).not.toBeInTheDocument();

    renderApp('/library/admin', { signedInAs: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage the library' })).not.toBeInTheDocument();
  });

  it('lets an admin add, edit and remove books', async () => {
    seedBook({ title: 'The Law of Contract' });
    const app = renderApp('/library', { signedInAs: buildMe({ role: 'admin' }) });
    await app.user.click(await screen.findByRole('link', { name: 'Manage the library' }));
    const list = await screen.findByRole('list', { name: 'Books' });
    expect(titles(list)).toEqual(['The Law of Contract']);

    await app.user.click(screen.getByRole('button', { name: 'Add a book' }));
    const add = await screen.findByRole('dialog', { name: 'Add a book' });
    await app.user.type(within(add).getByRole('textbox', { name: 'Title' }), 'Equity and Trusts');
    await app.user.type(within(add).getByRole('textbox', { name: 'Author' }), 'Alastair Hudson');
    await app.user.type(within(add).getByRole('combobox', { name: 'Course' }), 'Equity and Trusts');
    await app.user.type(within(add).getByRole('textbox', { name: 'Cover image address' }), 'not a link');
    await app.user.click(within(add).getByRole('button', { name: 'Add book' }));
    expect(await within(add).findByText('must be an http or https address')).toBeInTheDocument();
    await app.user.clear(within(add).getByRole('textbox', { name: 'Cover image address' }));
    await app.user.click(within(add).getByRole('button', { name: 'Add book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titles(list)).toEqual(['Equity and Trusts', 'The Law of Contract']));
    expect(libraryDb.books.find((book) => book.title === 'Equity and Trusts')).toMatchObject({ author: 'Alastair Hudson', coverUrl: null, publishedYear: null });

    const row = within(list).getAllByRole('article')[1] as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit book' });
    await app.user.clear(within(edit).getByRole('textbox', { name: 'Title' }));
    await app.user.type(within(edit).getByRole('textbox', { name: 'Title' }), 'Treitel on Contract');
    await app.user.click(within(edit).getByRole('button', { name: 'Save book' }));
    await waitFor(() => expect(titles(list)).toContain('Treitel on Contract'));
    await waitFor(() => expect(libraryDb.books.map((book) => book.title)).toContain('Treitel on Contract'));

    await app.user.click(within(within(list).getAllByRole('article')[0] as HTMLElement).getByRole('button', { name: 'Remove' }));
    await app.user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(libraryDb.books.map((book) => book.title)).toEqual(['Treitel on Contract']));
    expect(titles(list)).toEqual(['Treitel on Contract']);
  });

  it('puts a course back and shows the server’s 403 when the API refuses the change', async () => {
    seedCourse({ title: 'Land Law' });
    const me = buildMe({ role: 'admin' });
    const app = renderApp('/library/admin?tab=courses', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Courses' });
    // The server no longer takes them for an admin.
    const account = db.accounts.get(me.id);
    if (account) account.me = { ...account.me, role: 'student' };

    await app.user.click(within(list).getByRole('button', { name: 'Remove' }));
    await app.user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Only an admin can change the library.')).toBeInTheDocument();
    expect(screen.getByText('An error occurred.')).toBeInTheDocument();
    expect(titles(await screen.findByRole('list', { name: 'Courses' }))).toEqual(['Land Law']);
    expect(libraryDb.courses).toHaveLength(1);
  });
});
