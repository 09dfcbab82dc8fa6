import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { libraryDb, seedQuestion } from '../../mocks/library-db.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function seedPair() {
  // The mock draws newest first: the essay question comes second.
  seedQuestion({ question: 'Discuss consideration.', topic: 'Consideration', type: 'essay', options: [], answerIndex: null, modelAnswer: 'Currie v Misa.', explanation: null });
  seedQuestion({ question: 'Which is an offer?', topic: 'Offer and invitation to treat' });
}

describe('starting a practice', () => {
  it('draws from the filter in the address and opens the first question', async () => {
    seedPair();
    seedQuestion({ question: 'A torts question.', course: 'Law of Torts', topic: 'Negligence' });
    const app = renderApp('/library/practice?course=Law%20of%20Contract', { signedInAs: buildMe() });
    expect(await screen.findByText('Your finished practices and exams will be listed here.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('Law of Contract');
    await app.user.clear(screen.getByRole('spinbutton', { name: 'Number of questions' }));
    await app.user.type(screen.getByRole('spinbutton', { name: 'Number of questions' }), '5');
    await app.user.click(screen.getByRole('button', { name: 'Start practising' }));

    expect(await screen.findByRole('heading', { name: 'Practice', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2 · 0 answered')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(currentPath(app)).toBe(`/library/practice/${libraryDb.practices[0]?.id}`);
  });

  it('refuses 0 questions before asking the server', async () => {
    seedPair();
    const app = renderApp('/library/practice', { signedInAs: buildMe() });
    const count = await screen.findByRole('spinbutton', { name: 'Number of questions' });
    await app.user.clear(count);
    await app.user.type(count, '0');
    await app.user.click(screen.getByRole('button', { name: 'Start practising' }));
    expect(await screen.findByText('Choose 1 to 100 questions.')).toBeInTheDocument();
    expect(libraryDb.practices).toHaveLength(0);
  });

  it('says inline that no question matches, keeping the server’s sentence, without an error toast', async () => {
    seedQuestion({ question: 'What is an easement?', course: 'Land Law', topic: 'Easements' });
    const logged = vi.spyOn(console, 'error');
    const app = renderApp('/library/practice?course=Land%20Law', { signedInAs: buildMe() });
    expect(await screen.findByRole('combobox', { name: 'Course' })).toHaveValue('Land Law');
    await app.user.click(screen.getByRole('switch', { name: 'Only questions I missed' }));
    await app.user.click(screen.getByRole('button', { name: 'Start practising' }));

    const form = screen.getByRole('form', { name: 'Start a practice' });
    expect(await within(form).findByText('No questions match these filters.')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred.')).not.toBeInTheDocument();
    expect(screen.getAllByText('No questions match these filters.')).toHaveLength(1);
    expect(logged).not.toHaveBeenCalled();
    expect(currentPath(app)).toBe('/library/practice?course=Land+Law');
    expect(libraryDb.practices).toHaveLength(0);

    // Another choice clears the sentence; with questions to draw, the practice opens.
    await app.user.click(screen.getByRole('switch', { name: 'Only questions I missed' }));
    expect(within(form).queryByText('No questions match these filters.')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Start practising' }));
    expect(await screen.findByRole('heading', { name: 'Practice', level: 1 })).toBeInTheDocument();
  });
});

describe('an untimed practice', () => {
  it('grades an MCQ at once with the right answer and the explanation, and an essay with its model answer', async () => {
    seedPair();
    const app = renderApp('/library/practice', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'Start practising' }));

    const check = await screen.findByRole('button', { name: 'Check answer' });
    expect(check).toBeDisabled();
    await app.user.click(screen.getByRole('radio', { name: 'A. An invitation to treat' }));
    await app.user.click(check);
    const feedback = await screen.findByText('Not quite.');
    const status = feedback.closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('Answer:').parentElement).toHaveTextContent('Answer: B. A promise to be bound on stated terms');
    expect(within(status).getByText('An offer shows a willingness to be bound on acceptance.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B. A promise to be bound on stated terms' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toHaveAttribute('aria-current', 'step');

    await app.user.click(screen.getByRole('button', { name: 'Next question' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Something of value in the eye of the law.');
    await app.user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Compare your answer with the model answer.')).toBeInTheDocument();
    expect(screen.getByText('Currie v Misa.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Finish and see results' }));
    expect(await screen.findByRole('heading', { name: 'Result', level: 1 })).toBeInTheDocument();
    const score = screen.getByRole('region', { name: 'Score' });
    expect(score).toHaveTextContent('0%');
    expect(within(score).getByText('0 of 1 marked correct')).toBeInTheDocument();
    expect(within(score).getByText('1 essay to review yourself')).toBeInTheDocument();
  });
});

describe('a timed exam', () => {
  it('counts down from the server’s end time, keeps answers ungraded, and finishes by itself at zero', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    seedPair();
    const app = renderApp('/library/practice', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('switch', { name: 'Timed exam' }));
    await app.user.clear(screen.getByRole('spinbutton', { name: 'Time limit (minutes)' }));
    await app.user.type(screen.getByRole('spinbutton', { name: 'Time limit (minutes)' }), '2');
    await app.user.click(screen.getByRole('button', { name: 'Start the exam' }));

    expect(await screen.findByRole('heading', { name: 'Exam', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('2:00');
    await app.user.click(screen.getByRole('radio', { name: 'B. A promise to be bound on stated terms' }));
    expect(await screen.findByText('Answer saved. You can change it until time is up.')).toBeInTheDocument();
    expect(screen.queryByText('Answer:')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('0:59');
    expect(libraryDb.practices[0]?.finishedAt).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('heading', { name: 'Result', level: 1 })).toBeInTheDocument();
    expect(libraryDb.practices[0]?.finishedAt).toBe(libraryDb.practices[0]?.endsAt);
    expect(screen.getByText('1 of 1 marked correct')).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/library/practice/${libraryDb.practices[0]?.id}/result`);
  });

  it('scores only the marked questions when time runs out, naming the essay apart and leaving its topic out', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    seedPair();
    const app = renderApp('/library/practice', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('switch', { name: 'Timed exam' }));
    await app.user.clear(screen.getByRole('spinbutton', { name: 'Time limit (minutes)' }));
    await app.user.type(screen.getByRole('spinbutton', { name: 'Time limit (minutes)' }), '1');
    await app.user.click(screen.getByRole('button', { name: 'Start the exam' }));
    await app.user.click(await screen.findByRole('radio', { name: 'B. A promise to be bound on stated terms' }));
    expect(await screen.findByText('Answer saved. You can change it until time is up.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByRole('heading', { name: 'Result', level: 1 })).toBeInTheDocument();
    const score = screen.getByRole('region', { name: 'Score' });
    expect(score).toHaveTextContent('100%');
    expect(within(score).getByText('1 of 1 marked correct')).toBeInTheDocument();
    expect(within(score).getByText('1 essay to review yourself')).toBeInTheDocument();
    expect(score).toHaveTextContent('1 of 2 answered');
    expect(score).not.toHaveTextContent('1 of 2 correct');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Offer and invitation to treatLaw of Contract1 / 1']);
    expect(screen.queryByText('0 / 0')).not.toBeInTheDocument();
  });
});

describe('the result', () => {
  it('shows the score, each topic and a review of every answer, and is listed in past attempts', async () => {
    seedPair();
    seedQuestion({ question: 'Is a display of goods an offer?', topic: 'Offer and invitation to treat', options: ['Yes', 'No'], answerIndex: 1, explanation: 'Pharmaceutical Society v Boots.' });
    const app = renderApp('/library/practice', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'Start practising' }));
    await app.user.click(await screen.findByRole('radio', { name: 'B. No' }));
    await app.user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Correct.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Finish and see results' }));

    const score = await screen.findByRole('region', { name: 'Score' });
    expect(score).toHaveTextContent('50%');
    expect(within(score).getByText('1 of 2 marked correct')).toBeInTheDocument();
    expect(within(score).getByText('1 essay to review yourself')).toBeInTheDocument();
    expect(score).toHaveTextContent('1 of 3 answered');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Offer and invitation to treatLaw of Contract1 / 2']);
    const review = within(screen.getByRole('list', { name: 'Review' })).getAllByRole('article');
    expect(review.map((item) => within(item).getByText(/^(Correct|Wrong|Not answered|Not graded)$/).textContent)).toEqual(['Correct', 'Not answered', 'Not answered']);
    expect(within(review[0] as HTMLElement).getByText('Your answer:').parentElement).toHaveTextContent('Your answer: B. No');
    expect(within(review[1] as HTMLElement).getByText('Answer:').parentElement).toHaveTextContent('Answer: B. A promise to be bound on stated terms');
    expect(within(review[2] as HTMLElement).getByText('Currie v Misa.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Practice and exams' }));
    const attempts = await screen.findByRole('list', { name: 'Past attempts' });
    expect(within(attempts).getByRole('article')).toHaveTextContent('1 of 2 marked correct · 1 essay · Law of Contract');
    expect(within(attempts).getByRole('article')).toHaveTextContent('50%');
  });

  it('gives no percentage when only essays were drawn: they are the student’s to review', async () => {
    seedQuestion({ question: 'Discuss consideration.', topic: 'Consideration', type: 'essay', options: [], answerIndex: null, modelAnswer: 'Currie v Misa.', explanation: null });
    seedQuestion({ question: 'Discuss estoppel.', topic: 'Promissory estoppel', type: 'essay', options: [], answerIndex: null, modelAnswer: 'High Trees.', explanation: null });
    const app = renderApp('/library/practice', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'Start practising' }));
    await app.user.click(await screen.findByRole('button', { name: 'Finish and see results' }));

    const score = await screen.findByRole('region', { name: 'Score' });
    expect(within(score).getByText('2 essays to review yourself')).toBeInTheDocument();
    expect(score).not.toHaveTextContent('%');
    expect(score).not.toHaveTextContent('correct');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Practice and exams' }));
    const attempt = within(await screen.findByRole('list', { name: 'Past attempts' })).getByRole('article');
    expect(attempt).toHaveTextContent('2 essays · Law of Contract');
    expect(attempt).not.toHaveTextContent('%');
  });

  it('sends a practice still going back to it', async () => {
    seedPair();
    const app = renderApp('/library/practice', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'Start practising' }));
    await screen.findByRole('heading', { name: 'Practice', level: 1 });
    const id = libraryDb.practices[0]?.id ?? '';
    await app.router.navigate({ to: '/library/practice/$practiceId/result', params: { practiceId: id } });
    await waitFor(() => expect(currentPath(app)).toBe(`/library/practice/${id}`));
    expect(libraryDb.practices[0]?.finishedAt).toBeNull();
  });
});
