import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ratings } from '../../../src/contract/study.ts';
import { buildMe } from '../../mocks/db.ts';
import { reviewCard, seedStudySet } from '../../mocks/study-store.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';

const HOUR = 3_600_000;

describe('today', () => {
  it('counts the cards due across my sets and offers to study each set', async () => {
    const me = buildMe();
    seedStudySet(me, { title: 'Law of Torts', course: 'Torts', cards: [['Volenti', 'consent'], ['Res ipsa loquitur', 'the thing speaks for itself'], ['Novus actus', 'a new act']] });
    const equity = seedStudySet(me, { title: 'Equity maxims', cards: [['Equity follows', 'the law'], ['Delay', 'defeats equity']] });
    // One equity card is studied and not due again for days.
    reviewCard(me.id, equity.cards[0]!, ratings.easy, new Date());
    seedStudySet(buildMe({ name: 'Kofi Boateng' }), { title: 'Not mine', visibility: 'public', cards: [['a', 'b']] });
    const app = renderApp('/study', { signedInAs: me });

    expect(await screen.findByRole('heading', { name: '4 cards due today' })).toBeInTheDocument();
    const sets = screen.getByRole('list', { name: 'Sets with cards due' });
    const rows = within(sets).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(['Law of Torts', 'Equity maxims']);
    expect(rows[0]).toHaveTextContent('3 cards due · Torts');
    expect(rows[1]).toHaveTextContent('1 card due');

    await app.user.click(within(sets).getByRole('link', { name: 'Study now: Equity maxims' }));
    expect(await screen.findByRole('heading', { name: 'Study: Equity maxims' })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/study/sets/${equity.set.id}/study`);
  });

  it('says when the next card comes due when nothing is due', async () => {
    const me = buildMe();
    const set = seedStudySet(me, { title: 'Contract', cards: [['Offer', 'a promise open to acceptance']] });
    // Good on a new card, 3 h before the hour it comes due: next due 10 minutes after that review.
    reviewCard(me.id, set.cards[0]!, ratings.good, new Date(Date.now() - 10 * 60_000 + 3 * HOUR));
    renderApp('/study', { signedInAs: me });

    expect(await screen.findByRole('heading', { name: 'Nothing to review right now' })).toBeInTheDocument();
    expect(screen.getByText(/The next card comes due/)).toHaveTextContent('The next card comes due in 3 hours.');
  });

  it('invites a first set when there is nothing to study at all', async () => {
    const app = renderApp('/study', { signedInAs: buildMe() });
    expect(await screen.findByRole('heading', { name: 'Nothing to review right now' })).toBeInTheDocument();
    expect(screen.queryByText(/The next card comes due/)).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Browse study sets' }));
    expect(await screen.findByText('You have no study sets yet.')).toBeInTheDocument();
  });

  it('is in the main navigation', async () => {
    const app = renderApp('/feed', { signedInAs: buildMe() });
    // The sidebar's: the phones' bottom bar leaves it out (phone: false).
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Main' });
    await app.user.click(within(sidebar!).getByRole('link', { name: 'Study' }));
    expect(await screen.findByRole('heading', { name: 'Study', level: 1 })).toBeInTheDocument();
  });
});
