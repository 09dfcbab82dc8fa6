import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { libraryDb, seedCaseFlash, seedCourse } from '../../mocks/library-db.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

const caseTitles = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('case flashes', () => {
  it('lists cases by course and words, both kept in the address', async () => {
    seedCourse({ title: 'Law of Contract' });
    seedCourse({ title: 'Land Law', code: 'LLB-LAND' });
    seedCaseFlash({ title: 'Carlill v Carbolic Smoke Ball Co' });
    seedCaseFlash({ title: 'Awuah v Adututu', citation: null, court: null, course: 'Land Law', tags: ['stool land'] });
    const app = renderApp('/library/cases', { signedInAs: buildMe() });
    const list = await screen.findByRole('list', { name: 'Case flashes' });
    expect(caseTitles(list)).toEqual(['Awuah v Adututu', 'Carlill v Carbolic Smoke Ball Co']);

    await screen.findByRole('option', { name: 'Land Law' });
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Land Law');
    await waitFor(() => expect(caseTitles(list)).toEqual(['Awuah v Adututu']));
    expect(currentPath(app)).toBe('/library/cases?course=Land+Law');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'All courses');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'carbolic');
    await waitFor(() => expect(caseTitles(list)).toEqual(['Carlill v Carbolic Smoke Ball Co']));
    expect(currentPath(app)).toBe('/library/cases?q=carbolic');
  });

  it('adds a case flash with the spec’s toast, then shows it briefed: report, facts, issue, holding, ratio, tags', async () => {
    const app = renderApp('/library/cases/new', { signedInAs: buildMe({ name: 'Esi Mensah' }) });
    await app.user.type(await screen.findByRole('textbox', { name: 'Case name' }), 'Donoghue v Stevenson');
    await app.user.type(screen.getByRole('textbox', { name: 'Citation' }), '[[1932] AC 562');
    await app.user.type(screen.getByRole('textbox', { name: 'Court' }), 'House of Lords');
    await app.user.type(screen.getByRole('textbox', { name: 'Year' }), '1932');
    await app.user.type(screen.getByRole('combobox', { name: 'Course' }), 'Law of Torts');
    await app.user.type(screen.getByRole('textbox', { name: 'Facts' }), 'A snail in a bottle of ginger beer.');
    await app.user.type(screen.getByRole('textbox', { name: 'Issue' }), 'Whether a manufacturer owes a consumer a duty of care.');
    await app.user.click(screen.getByRole('button', { name: 'Add case flash' }));
    // The holding and ratio are missing: nothing is sent.
    expect(await screen.findAllByText('Please fill this in.')).toHaveLength(2);
    expect(libraryDb.caseFlashes).toHaveLength(0);

    await app.user.type(screen.getByRole('textbox', { name: 'Holding' }), 'The manufacturer was liable.');
    await app.user.type(screen.getByRole('textbox', { name: 'Ratio decidendi' }), 'You must take reasonable care to avoid harming your neighbour.');
    await app.user.type(screen.getByRole('textbox', { name: 'Tags' }), 'negligence, neighbour principle');
    await app.user.click(screen.getByRole('button', { name: 'Add case flash' }));

    expect(await screen.findByText('Case flash successfully created')).toBeInTheDocument();
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Donoghue v Stevenson');
    expect(within(article).getAllByRole('term').map((term) => term.textContent)).toEqual(['Citation', 'Court', 'Year', 'Course']);
    expect(within(article).getAllByRole('definition').map((value) => value.textContent)).toEqual(['[1932] AC 562', 'House of Lords', '1932', 'Law of Torts']);
    expect(within(article).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Facts', 'Issue', 'Holding', 'Ratio decidendi']);
    expect(within(within(article).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['negligence', 'neighbour principle']);
    expect(within(article).getByText('Added by Esi Mensah')).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/library/cases/${libraryDb.caseFlashes[0]?.id}`);
  });

  it('says when citation, court or year are not recorded, and lets an admin delete a starter case', async () => {
    const caseFlash = seedCaseFlash({ title: 'Awuah v Adututu', citation: null, court: null, year: null });
    const app = renderApp(`/library/cases/${caseFlash.id}`, { signedInAs: buildMe({ role: 'admin' }) });
    const article = await screen.findByRole('article');
    expect(within(article).getAllByText('Not recorded')).toHaveLength(3);
    expect(within(article).getByText('From the starter library')).toBeInTheDocument();
    await app.user.click(within(article).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to continue with your action?')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Case flashes', level: 1 })).toBeInTheDocument();
    expect(libraryDb.caseFlashes).toHaveLength(0);
  });

  it('offers no delete to a student on someone else’s case', async () => {
    const caseFlash = seedCaseFlash({ createdBy: buildMe({ name: 'Kofi Boateng' }) });
    renderApp(`/library/cases/${caseFlash.id}`, { signedInAs: buildMe() });
    expect(await screen.findByText('Added by Kofi Boateng')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('drilling cases', () => {
  it('makes a study set of the chosen cases and goes to study it', async () => {
    const carlill = seedCaseFlash({ title: 'Carlill v Carbolic Smoke Ball Co' });
    seedCaseFlash({ title: 'Hadley v Baxendale', citation: '(1854) 9 Exch 341' });
    const awuah = seedCaseFlash({ title: 'Awuah v Adututu', citation: null, holding: 'The grant stood.', ratio: 'A stool grant is good.' });
    const app = renderApp('/library/cases', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('checkbox', { name: 'Select Awuah v Adututu' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Select Carlill v Carbolic Smoke Ball Co' }));
    expect(screen.getByText('2 cases selected')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Drill these cases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drill these cases' });
    expect(within(dialog).getByRole('textbox', { name: 'Study set title' })).toHaveValue('Case drill: Law of Contract');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create and study' }));

    expect(await screen.findByText('Study set created successfully')).toBeInTheDocument();
    const [set] = libraryDb.studySets;
    expect(set).toMatchObject({ title: 'Case drill: Law of Contract', cardsCount: 2 });
    expect(set?.cards).toEqual([
      { front: 'Awuah v Adututu', back: 'The grant stood. — A stool grant is good.' },
      { front: `Carlill v Carbolic Smoke Ball Co (${carlill.citation})`, back: `${carlill.holding} — ${carlill.ratio}` },
    ]);
    expect(awuah.id).toBeTruthy();
    await waitFor(() => expect(currentPath(app)).toBe(`/study/sets/${set?.id}/study`));
  });
});
