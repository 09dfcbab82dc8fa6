/*
 * A 409 to an answer: in an untimed practice a question answered already (a double tap, another
 * tab) shows the answer the server kept and the practice goes on; only a practice the server has
 * finished (an exam out of time, or one ended in another tab) leads to the result.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { libraryDb, seedQuestion } from '../../mocks/library-db.ts';
import { server } from '../../mocks/server.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

const answersSent: string[] = [];

beforeEach(() => {
  answersSent.length = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/answer')) answersSent.push(request.url);
  });
});
afterEach(() => server.events.removeAllListeners());

function seedPair() {
  // The mock draws newest first: the MCQ comes first.
  seedQuestion({ question: 'Discuss consideration.', topic: 'Consideration', type: 'essay', options: [], answerIndex: null, modelAnswer: 'Currie v Misa.', explanation: null });
  return seedQuestion({ question: 'Which is an offer?', topic: 'Offer and invitation to treat' });
}

async function startPractice(options: { timed?: boolean } = {}) {
  const app = renderApp('/library/practice', { signedInAs: buildMe() });
  if (options.timed) await app.user.click(await screen.findByRole('switch', { name: 'Timed exam' }));
  await app.user.click(await screen.findByRole('button', { name: options.timed ? 'Start the exam' : 'Start practising' }));
  await screen.findByRole('heading', { name: options.timed ? 'Exam' : 'Practice', level: 1 });
  const practice = libraryDb.practices[0];
  if (!practice) throw new Error('no practice was started');
  return { app, practice };
}

describe('an untimed practice', () => {
  it('sends a double-tapped "Check answer" once and grades it, the practice going on', async () => {
    seedPair();
    const { app, practice } = await startPractice();
    await app.user.click(screen.getByRole('radio', { name: 'B. A promise to be bound on stated terms' }));
    await app.user.dblClick(screen.getByRole('button', { name: 'Check answer' }));

    expect(await screen.findByText('Correct.')).toBeInTheDocument();
    expect(answersSent).toHaveLength(1);
    expect(screen.queryByText('An error occurred.')).not.toBeInTheDocument();
    expect(currentPath(app)).toBe(`/library/practice/${practice.id}`);
    expect(practice.finishedAt).toBeNull();
  });

  it('shows the answer another tab gave, without an error, and the practice goes on', async () => {
    const mcq = seedPair();
    const { app, practice } = await startPractice();
    // Another tab answers the first question meanwhile.
    practice.answers.push({ questionId: mcq.id, answerIndex: 1, text: null });

    await app.user.click(screen.getByRole('radio', { name: 'A. An invitation to treat' }));
    await app.user.click(screen.getByRole('button', { name: 'Check answer' }));

    expect(await screen.findByText('You answered this question; its answer is in your results.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B. A promise to be bound on stated terms' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'A. An invitation to treat' })).toBeDisabled();
    expect(screen.getByText('Question 1 of 2 · 1 answered')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred.')).not.toBeInTheDocument();
    expect(screen.queryByText('This question has already been answered.')).not.toBeInTheDocument();
    expect(currentPath(app)).toBe(`/library/practice/${practice.id}`);
    expect(practice.finishedAt).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Next question' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'A price paid.');
    await app.user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Compare your answer with the model answer.')).toBeInTheDocument();
    expect(practice.finishedAt).toBeNull();
  });

  it('opens the result of a practice another tab finished', async () => {
    seedPair();
    const { app, practice } = await startPractice();
    practice.finishedAt = new Date().toISOString();

    await app.user.click(screen.getByRole('radio', { name: 'A. An invitation to treat' }));
    await app.user.click(screen.getByRole('button', { name: 'Check answer' }));

    expect(await screen.findByRole('heading', { name: 'Result', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/library/practice/${practice.id}/result`);
    expect(screen.getByRole('region', { name: 'Score' })).toHaveTextContent('0 of 2 answered');
  });
});

describe('a timed exam', () => {
  it('finishes when the server says its time ran out first', async () => {
    seedPair();
    const { app, practice } = await startPractice({ timed: true });
    // The server's clock reaches the end before the page's countdown does.
    practice.endsAt = new Date(Date.now() - 1_000).toISOString();

    await app.user.click(screen.getByRole('radio', { name: 'B. A promise to be bound on stated terms' }));

    expect(await screen.findByRole('heading', { name: 'Result', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe(`/library/practice/${practice.id}/result`));
    expect(practice.finishedAt).toBe(practice.endsAt);
    expect(answersSent).toHaveLength(1);
  });
});
