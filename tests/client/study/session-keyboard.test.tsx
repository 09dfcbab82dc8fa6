import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { STUDY_SHORTCUTS_KEY } from '../../../src/client/features/study/lib/use-study-shortcuts.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { server } from '../../mocks/server.ts';
import { seedStudySet, viewCard } from '../../mocks/study-store.ts';
import { reloadApp, renderApp } from '../support/render-app.tsx';

const cards: [string, string][] = [
  ['Volenti non fit injuria', 'consent to the risk'],
  ['Novus actus interveniens', 'a new act breaks the chain'],
];

async function startSession() {
  const me = buildMe();
  const stored = seedStudySet(me, { title: 'Law of Torts', cards });
  const path = `/study/sets/${stored.set.id}/study`;
  const app = renderApp(path, { signedInAs: me });
  await screen.findByRole('heading', { name: 'Study: Law of Torts' });
  return { app, me, stored, path };
}

/** The text of the session's one live region (the page's main holds no other). */
function announced(): string | null {
  const regions = document.querySelectorAll('main [aria-live="polite"]');
  expect(regions).toHaveLength(1);
  return regions[0]!.textContent;
}

const focused = () => document.activeElement;
/** Elements drawn at reduced opacity in every state (a disabled control's `disabled:opacity-…` is allowed). */
const faded = (root: HTMLElement) => [...root.querySelectorAll('*')].filter((element) => /(^|\s)opacity-/.test(element.getAttribute('class') ?? ''));
const progress = () => screen.getByRole('progressbar', { name: 'Cards studied' });
const showAnswer = () => screen.getByRole('button', { name: 'Show answer' });
const answerRegion = () => screen.getByRole('group', { name: 'Answer' });
const shortcutsSwitch = () => screen.getByRole('checkbox', { name: 'Keyboard shortcuts' });

describe('a study session by keyboard', () => {
  it('keeps the keyboard on the card at every step and reads out each new card and each answer', async () => {
    const { app } = await startSession();
    expect(announced()).toBe('Card 1 of 2: Volenti non fit injuria');

    // The common case: the session has just opened and Space flips the card.
    await app.user.keyboard(' ');
    expect(answerRegion()).toHaveTextContent('consent to the risk');
    expect(focused()).toBe(answerRegion());
    expect(announced()).toBe('Answer: consent to the risk');

    await app.user.keyboard('3');
    expect(progress()).toHaveAttribute('aria-valuetext', '1 of 2');
    expect(focused()).toBe(showAnswer());
    expect(announced()).toBe('Card 2 of 2: Novus actus interveniens');

    await app.user.keyboard('{Enter}');
    expect(focused()).toBe(answerRegion());
    expect(announced()).toBe('Answer: a new act breaks the chain');

    // Tab from the answer reaches the first rating.
    await app.user.keyboard('{Tab}');
    expect(focused()).toBe(screen.getByRole('button', { name: /^Again/ }));
    await app.user.keyboard('{Enter}');

    const summary = await screen.findByRole('heading', { name: 'Session complete' });
    expect(focused()).toBe(summary);
  });

  it('flips with Space straight after opening from today’s queue', async () => {
    const me = buildMe();
    seedStudySet(me, { title: 'Law of Torts', cards });
    const app = renderApp('/study', { signedInAs: me });
    await app.user.click(await screen.findByRole('link', { name: 'Study now: Law of Torts' }));
    await screen.findByRole('heading', { name: 'Study: Law of Torts' });
    await app.user.keyboard(' ');
    expect(focused()).toBe(answerRegion());
    expect(announced()).toBe('Answer: consent to the risk');
  });

  it('flips back with Space, the keyboard returning to "Show answer"', async () => {
    const { app } = await startSession();
    await app.user.keyboard(' ');
    expect(focused()).toBe(answerRegion());
    await app.user.keyboard(' ');
    expect(screen.queryByRole('group', { name: 'Answer' })).not.toBeInTheDocument();
    expect(focused()).toBe(showAnswer());
    expect(announced()).toBe('Card 1 of 2: Volenti non fit injuria');
  });

  it('puts the keyboard on what says nothing is due when Study again finds nothing', async () => {
    const { app } = await startSession();
    for (const key of [' ', '3', ' ', '3']) await app.user.keyboard(key);
    await screen.findByRole('heading', { name: 'Session complete' });
    // Both cards are due in ten minutes: nothing left for now.
    await app.user.click(screen.getByRole('button', { name: 'Study again' }));
    const nothingDue = await screen.findByRole('heading', { name: 'Nothing to review in this set right now' });
    expect(focused()).toBe(nothingDue);
  });

  it('puts the keyboard on the first card of the round Study again starts', async () => {
    const { app, me, stored } = await startSession();
    for (const key of [' ', '3', ' ', '3']) await app.user.keyboard(key);
    await screen.findByRole('heading', { name: 'Session complete' });
    // A card comes due again while the summary shows.
    server.use(mockEndpoint(endpoints.studySets.due, () => HttpResponse.json({ items: [viewCard(stored.cards[0]!, me.id)] })));
    await app.user.keyboard('{Tab}');
    expect(focused()).toBe(screen.getByRole('button', { name: 'Study again' }));
    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('progressbar', { name: 'Cards studied' })).toHaveAttribute('aria-valuetext', '0 of 1');
    expect(focused()).toBe(showAnswer());
  });

  it('lets the shortcuts be turned off, and remembers that on this device', async () => {
    const { app, me, path } = await startSession();
    expect(shortcutsSwitch()).toBeChecked();
    expect(showAnswer()).toHaveAttribute('aria-keyshortcuts', 'Space');

    await app.user.click(shortcutsSwitch());
    expect(shortcutsSwitch()).not.toBeChecked();
    expect(window.localStorage.getItem(STUDY_SHORTCUTS_KEY)).toBe('off');
    expect(showAnswer()).not.toHaveAttribute('aria-keyshortcuts');
    expect(within(showAnswer()).queryByText('Space')).not.toBeInTheDocument();
    // A stray key press anywhere no longer flips or rates.
    (document.activeElement as HTMLElement).blur();
    await app.user.keyboard(' ');
    expect(screen.queryByRole('group', { name: 'Answer' })).not.toBeInTheDocument();
    await app.user.click(showAnswer());
    expect(screen.getByRole('button', { name: /^Good/ })).not.toHaveAttribute('aria-keyshortcuts');
    await app.user.keyboard('3');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');

    const again = reloadApp(app, path, { signedInAs: me });
    await screen.findByRole('heading', { name: 'Study: Law of Torts' });
    expect(shortcutsSwitch()).not.toBeChecked();
    await again.user.keyboard(' ');
    expect(screen.queryByRole('group', { name: 'Answer' })).not.toBeInTheDocument();

    await again.user.click(shortcutsSwitch());
    (document.activeElement as HTMLElement).blur();
    await again.user.keyboard(' ');
    expect(focused()).toBe(answerRegion());
    await again.user.keyboard('3');
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
  });

  it('draws no text at reduced opacity, the Space hint included', async () => {
    const { app } = await startSession();
    const session = screen.getByRole('region', { name: 'Card 1 of 2' });
    const hint = within(showAnswer()).getByText('Space');
    expect(hint.tagName).toBe('KBD');
    expect(hint.className).not.toMatch(/opacity-/);
    expect(faded(session)).toEqual([]);
    await app.user.keyboard(' ');
    expect(faded(session)).toEqual([]);
  });
});
