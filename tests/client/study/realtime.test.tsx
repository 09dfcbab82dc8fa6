import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { studyKeys } from '../../../src/client/features/study/api/keys.ts';
import { ratings } from '../../../src/contract/study.ts';
import { buildMe } from '../../mocks/db.ts';
import { reviewCard, seedStudySet } from '../../mocks/study-store.ts';
import { SOCKET_RECONNECTED, fireSocketEvent } from '../support/fake-socket.ts';
import { holdNextAnswer } from '../support/hold-endpoint.ts';
import { renderApp } from '../support/render-app.tsx';

describe('a review made in my other tab', () => {
  it('moves the card and counts it off its set here', async () => {
    const me = buildMe();
    const stored = seedStudySet(me, { title: 'Law of Torts', cards: [['Volenti', 'consent'], ['Novus actus', 'a new act']] });
    const app = renderApp(`/study/sets/${stored.set.id}`, { signedInAs: me });
    expect(await screen.findByRole('link', { name: 'Study now (2 due)' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Card 1' })).getByText('New')).toBeInTheDocument();

    // The other tab reviewed card 1 (the server answers it to that tab, and tells this one).
    const reviewed = reviewCard(me.id, stored.cards[0]!, ratings.easy, new Date());
    await fireSocketEvent(serverEvents.studyReviewed, { flashCardId: reviewed.id, studySetId: stored.set.id, due: reviewed.due!, schedule: reviewed.schedule! });

    expect(await screen.findByRole('link', { name: 'Study now (1 due)' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Card 1' })).getByText('Due in 8 days')).toBeInTheDocument();

    // Today, already loaded, counts it too.
    await app.router.navigate({ to: '/study' });
    expect(await screen.findByRole('heading', { name: '1 card due today' })).toBeInTheDocument();
  });

  it('counts a later review of a card it had not loaded by asking the server again', async () => {
    const me = buildMe();
    const stored = seedStudySet(me, { title: 'Equity', cards: [['Delay', 'defeats equity'], ['Equity follows', 'the law']] });
    reviewCard(me.id, stored.cards[0]!, ratings.again, new Date(Date.now() - 10 * 60_000));
    renderApp('/study', { signedInAs: me });
    expect(await screen.findByRole('heading', { name: '2 cards due today' })).toBeInTheDocument();

    const reviewed = reviewCard(me.id, stored.cards[0]!, ratings.easy, new Date());
    await fireSocketEvent(serverEvents.studyReviewed, { flashCardId: reviewed.id, studySetId: stored.set.id, due: reviewed.due!, schedule: reviewed.schedule! });
    expect(await screen.findByRole('heading', { name: '1 card due today' })).toBeInTheDocument();
  });

  it('keeps a review that arrives while the set is fetched again, though that fetch answers from before it', async () => {
    const me = buildMe();
    const stored = seedStudySet(me, { title: 'Contract', cards: [['Offer', 'a promise'], ['Acceptance', 'a mirror']] });
    const app = renderApp(`/study/sets/${stored.set.id}`, { signedInAs: me });
    expect(await screen.findByRole('link', { name: 'Study now (2 due)' })).toBeInTheDocument();

    // A fetch of the set is under way (a reconnection's catch-up) and answers, late, what the server held before the review.
    const fetching = holdNextAnswer(endpoints.studySets.detail, { ...app.queryClient.getQueryData(studyKeys.detail(stored.set.id)) });
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;
    const reviewed = reviewCard(me.id, stored.cards[0]!, ratings.easy, new Date());
    await fireSocketEvent(serverEvents.studyReviewed, { flashCardId: reviewed.id, studySetId: stored.set.id, due: reviewed.due!, schedule: reviewed.schedule! });
    expect(await screen.findByRole('link', { name: 'Study now (1 due)' })).toBeInTheDocument();
    fetching.release();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('link', { name: 'Study now (1 due)' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Card 1' })).getByText('Due in 8 days')).toBeInTheDocument();
  });
});
