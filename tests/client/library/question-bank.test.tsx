import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { libraryDb, seedCourse, seedQuestion } from '../../mocks/library-db.ts';
import { server } from '../../mocks/server.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

const questionTexts = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

function seedBank() {
  seedQuestion({ question: 'Which is an offer?', course: 'Law of Contract', topic: 'Offer and invitation to treat', year: 2019 });
  seedQuestion({ question: 'Discuss consideration.', course: 'Law of Contract', topic: 'Consideration', type: 'essay', options: [], answerIndex: null, modelAnswer: 'Currie v Misa.' });
  seedQuestion({ question: 'Who owes a duty of care?', course: 'Law of Torts', topic: 'Negligence: duty of care', year: 2021 });
}

describe('the question bank', () => {
  it('is reached from the Library entry of the main navigation', async () => {
    const app = renderApp('/settings', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('link', { name: 'Library' }));
    await app.user.click(await screen.findByRole('link', { name: /^Question bank/ }));
    expect(await screen.findByRole('heading', { name: 'Question bank', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/library/questions');
  });

  it('filters by course, topic, type and words, keeping each in the address, with choices from the bank', async () => {
    seedBank();
    const app = renderApp('/library/questions', { signedInAs: buildMe() });
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(questionTexts(list)).toEqual(['Who owes a duty of care?', 'Discuss consideration.', 'Which is an offer?']);

    const course = screen.getByRole('combobox', { name: 'Course' });
    expect(within(course).getAllByRole('option').map((option) => option.textContent)).toEqual(['All courses', 'Law of Contract', 'Law of Torts']);
    await app.user.selectOptions(course, 'Law of Contract');
    await waitFor(() => expect(questionTexts(list)).toEqual(['Discuss consideration.', 'Which is an offer?']));
    expect(currentPath(app)).toBe('/library/questions?course=Law+of+Contract');

    // Topics and years now come from that course.
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    await waitFor(() => expect(within(topic).getAllByRole('option').map((option) => option.textContent)).toEqual(['All topics', 'Consideration', 'Offer and invitation to treat']));
    expect(within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any year', '2019']);

    await app.user.click(screen.getByRole('radio', { name: 'Essay' }));
    await waitFor(() => expect(questionTexts(list)).toEqual(['Discuss consideration.']));
    expect(currentPath(app)).toBe('/library/questions?course=Law+of+Contract&type=essay');

    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(questionTexts(list)).toHaveLength(3));
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'duty');
    await waitFor(() => expect(questionTexts(list)).toEqual(['Who owes a duty of care?']));
    expect(currentPath(app)).toBe('/library/questions?q=duty');
  });

  it('opens on the filters in the address, and its practice link carries them', async () => {
    seedBank();
    renderApp('/library/questions?course=Law%20of%20Torts&topic=Negligence%3A%20duty%20of%20care', { signedInAs: buildMe() });
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(questionTexts(list)).toEqual(['Who owes a duty of care?']);
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('Negligence: duty of care');
    expect(screen.getByRole('link', { name: 'Practise' })).toHaveAttribute('href', '/library/practice?course=Law+of+Torts&topic=Negligence%3A+duty+of+care');
  });

  it('loads more with the cursor', async () => {
    for (let index = 1; index <= 23; index += 1) seedQuestion({ question: `Question ${index}` });
    const app = renderApp('/library/questions', { signedInAs: buildMe() });
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(questionTexts(list)).toHaveLength(20);
    await app.user.click(screen.getByRole('button', { name: 'Load more questions' }));
    await waitFor(() => expect(questionTexts(list)).toHaveLength(23));
    expect(questionTexts(list).at(-1)).toBe('Question 1');
  });
});

describe('a question', () => {
  it('hides its answer and explanation until asked', async () => {
    const question = seedQuestion({ question: 'Which is an offer?' });
    const app = renderApp(`/library/questions/${question.id}`, { signedInAs: buildMe() });
    expect(await screen.findByText('Which is an offer?')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/Answer:/)).not.toBeInTheDocument();
    expect(screen.queryByText(question.explanation ?? '')).not.toBeInTheDocument();

    const show = screen.getByRole('button', { name: 'Show answer' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(show);
    expect(screen.getByText('Answer:').parentElement).toHaveTextContent('Answer: B. A promise to be bound on stated terms');
    expect(screen.getByText(question.explanation ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide answer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows an essay question’s model answer when asked, and lets only its author delete it', async () => {
    const me = buildMe();
    const question = seedQuestion({ question: 'Discuss consideration.', type: 'essay', options: [], answerIndex: null, modelAnswer: 'Currie v Misa defines it.', createdBy: me });
    const other = seedQuestion({ question: 'Not mine.' });
    const app = renderApp(`/library/questions/${question.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Show answer' }));
    expect(screen.getByRole('heading', { name: 'Model answer' })).toBeInTheDocument();
    expect(screen.getByText('Currie v Misa defines it.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    await app.user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Question bank', level: 1 })).toBeInTheDocument();
    expect(libraryDb.questions.map((item) => item.id)).toEqual([other.id]);

    await app.router.navigate({ to: '/library/questions/$questionId', params: { questionId: other.id } });
    expect(await screen.findByText('Not mine.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('adding a question', () => {
  it('adds an MCQ with its options and the right one marked, then opens it', async () => {
    seedCourse({ title: 'Law of Contract', topics: ['Consideration'] });
    const app = renderApp('/library/questions/new', { signedInAs: buildMe() });
    await app.user.type(await screen.findByRole('combobox', { name: 'Course' }), 'Law of Contract');
    await app.user.type(screen.getByRole('combobox', { name: 'Topic' }), 'Consideration');
    await app.user.type(screen.getByRole('textbox', { name: 'Question' }), 'Must consideration be adequate?');
    await app.user.type(screen.getByRole('textbox', { name: 'Option A' }), 'Yes');
    await app.user.type(screen.getByRole('textbox', { name: 'Option B' }), 'No, only sufficient');
    await app.user.click(screen.getByRole('button', { name: 'Add an option' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Option C' }), 'Only in deeds');

    await app.user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('Mark the right option.')).toBeInTheDocument();
    expect(libraryDb.questions).toHaveLength(0);

    await app.user.click(screen.getByRole('radio', { name: 'Option B is the right answer' }));
    await app.user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByRole('heading', { name: 'Law of Contract: Consideration', level: 1 })).toBeInTheDocument();
    expect(libraryDb.questions[0]).toMatchObject({ type: 'mcq', options: ['Yes', 'No, only sufficient', 'Only in deeds'], answerIndex: 1, year: null });
    expect(currentPath(app)).toBe(`/library/questions/${libraryDb.questions[0]?.id}`);
  });

  it('says "There was an error creating the question bank." when the server refuses, and stays on the form', async () => {
    server.use(mockEndpoint(endpoints.questions.create, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/library/questions/new', { signedInAs: buildMe() });
    await app.user.type(await screen.findByRole('combobox', { name: 'Course' }), 'Law of Contract');
    await app.user.type(screen.getByRole('combobox', { name: 'Topic' }), 'Consideration');
    await app.user.click(screen.getByRole('radio', { name: 'Essay' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Question' }), 'Discuss consideration.');
    await app.user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('There was an error creating the question bank.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Question' })).toHaveValue('Discuss consideration.');
    expect(currentPath(app)).toBe('/library/questions/new');
  });
});
