import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { seedStudySet, studyDb } from '../../mocks/study-store.ts';
import { renderApp } from '../support/render-app.tsx';

const backs: Record<string, string> = {
  'Who decided Donoghue v Stevenson?': 'Lord Atkin',
  'Latin for consent defence': 'Volenti',
  'Capital of Côte d’Ivoire': 'Yamoussoukro',
  'Founder of equity': 'Lord Chancellor',
  'Civil wrong': 'Tort',
};

function openQuiz() {
  const me = buildMe();
  const { set } = seedStudySet(me, { title: 'Mixed', cards: Object.entries(backs) });
  const app = renderApp(`/study/sets/${set.id}/quiz`, { signedInAs: me });
  return app;
}

const currentFront = () => {
  const question = screen.getByRole('region', { name: /^Question \d of 5$/ });
  const front = Object.keys(backs).find((text) => within(question).queryByText(text));
  if (!front) throw new Error('no question shown');
  return front;
};

describe('quiz mode', () => {
  it('asks each card with four choices from the set’s backs and scores the round', async () => {
    const app = openQuiz();
    await screen.findByRole('heading', { name: 'Quiz: Mixed' });
    for (let asked = 0; asked < 5; asked += 1) {
      const front = currentFront();
      const choices = screen.getByRole('group', { name: 'Choices' });
      const options = within(choices).getAllByRole('button').map((button) => button.textContent);
      expect(options).toHaveLength(4);
      expect(options).toContain(backs[front]);
      // Wrong on the first question, right on the others.
      const pick = asked === 0 ? options.find((option) => option !== backs[front])! : backs[front]!;
      await app.user.click(within(choices).getByRole('button', { name: pick }));
      expect(screen.getByRole('status')).toHaveTextContent(asked === 0 ? `Not quite. The answer: ${backs[front]}` : 'Correct!');
      await app.user.click(screen.getByRole('button', { name: asked === 4 ? 'See your score' : 'Next question' }));
    }
    expect(await screen.findByRole('heading', { name: 'Quiz complete' })).toBeInTheDocument();
    expect(screen.getByText('You got 4 of 5 right.')).toBeInTheDocument();
    // A quiz schedules nothing.
    expect(studyDb.received).toHaveLength(0);
  });

  it('keeps the keyboard on the quiz: each next question, then the score', async () => {
    const app = openQuiz();
    await screen.findByRole('heading', { name: 'Quiz: Mixed' });
    for (let asked = 0; asked < 5; asked += 1) {
      const question = screen.getByRole('region', { name: `Question ${asked + 1} of 5` });
      if (asked > 0) expect(within(question).getByText(currentFront())).toHaveFocus();
      await app.user.click(within(screen.getByRole('group', { name: 'Choices' })).getAllByRole('button')[0]!);
      // The choices left aside stay readable: muted, not faded.
      const faded = within(screen.getByRole('group', { name: 'Choices' }))
        .getAllByRole('button')
        .filter((button) => /(^|\s)opacity-/.test(button.className));
      expect(faded).toEqual([]);
      expect(screen.getByRole('button', { name: asked === 4 ? 'See your score' : 'Next question' })).toHaveFocus();
      await app.user.keyboard('{Enter}');
    }
    expect(screen.getByRole('heading', { name: 'Quiz complete' })).toHaveFocus();
  });

  it('accepts a typed answer whatever its case, accents and surrounding spaces', async () => {
    const app = openQuiz();
    await app.user.click(await screen.findByRole('radio', { name: 'Type the answer' }));
    const front = currentFront();
    const typed = `  ${backs[front]!.toUpperCase().replace('O', 'Ó')}  `;
    await app.user.type(screen.getByRole('textbox', { name: 'Your answer' }), typed);
    await app.user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('Correct!');

    await app.user.click(screen.getByRole('button', { name: 'Next question' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'something else{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(`Not quite. The answer: ${backs[currentFront()]}`);
  });
});
