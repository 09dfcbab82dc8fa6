import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { ratings } from '../../../src/contract/study.ts';
import { reviewRequest } from '../../../src/client/features/study/api/review-flash-card.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { server } from '../../mocks/server.ts';
import { inOrder, reviewCard, seedStudySet, studyDb, viewCard, viewSet } from '../../mocks/study-store.ts';
import { FAKE_SOCKET_ID, SOCKET_RECONNECTED, fireSocketEvent } from '../support/fake-socket.ts';
import { holdNextAnswer } from '../support/hold-endpoint.ts';
import { memoryIdb } from '../support/memory-idb-storage.ts';
import { setOnline } from '../support/offline-writes.ts';
import { renderApp } from '../support/render-app.tsx';

afterEach(() => vi.restoreAllMocks());

const cards: [string, string][] = [
  ['Volenti non fit injuria', 'consent to the risk'],
  ['Novus actus interveniens', 'a new act breaks the chain'],
  ['Res ipsa loquitur', 'the thing speaks for itself'],
];

async function startSession() {
  const me = buildMe();
  const stored = seedStudySet(me, { title: 'Law of Torts', cards });
  const app = renderApp(`/study/sets/${stored.set.id}/study`, { signedInAs: me });
  await screen.findByRole('heading', { name: 'Study: Law of Torts' });
  return { app, me, stored };
}

const progress = () => screen.getByRole('progressbar', { name: 'Cards studied' });

describe('a study session', () => {
  it('flips with Space, answers with 1–4, shows each answer’s interval and ends with a summary', async () => {
    const { app, stored } = await startSession();
    expect(screen.getByText('Volenti non fit injuria')).toBeInTheDocument();
    expect(screen.queryByText('consent to the risk')).not.toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', '0 of 3');
    // No answer before the card is flipped.
    await app.user.keyboard('3');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');

    await app.user.keyboard(' ');
    expect(screen.getByText('consent to the risk')).toBeInTheDocument();
    const answers = screen.getByRole('group', { name: 'How well did you know it?' });
    expect(within(answers).getAllByRole('button').map((button) => button.textContent)).toEqual(['Again1m', 'Hard6m', 'Good10m', 'Easy8d']);
    await app.user.keyboard('3');

    expect(await screen.findByText('Novus actus interveniens')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', '1 of 3');
    await app.user.keyboard(' ');
    await app.user.keyboard('1');
    // A tap on the card flips it too.
    await app.user.click(screen.getByText('Res ipsa loquitur'));
    await app.user.click(screen.getByRole('button', { name: /^Easy/ }));

    const summary = await screen.findByRole('region', { name: 'Session complete' });
    const fact = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(fact('Cards studied')).toBe('3');
    expect(fact('Again')).toBe('1');
    expect(fact('Time spent')).toMatch(/^\d+ s$/);
    expect(fact('Next due')).toBe('in 1 minute');
    expect(await within(summary).findByText('All your reviews are saved.')).toBeInTheDocument();

    // Sent once each, in order, each with its own reviewId as its Idempotency-Key, naming this tab's socket.
    expect(studyDb.received.map((review) => [review.cardId, review.rating])).toEqual([
      [stored.cards[0]!.id, ratings.good],
      [stored.cards[1]!.id, ratings.again],
      [stored.cards[2]!.id, ratings.easy],
    ]);
    for (const review of studyDb.received) {
      expect(review.idempotencyKey).toBe(review.reviewId);
      expect(review.socketId).toBe(FAKE_SOCKET_ID);
    }
    expect(new Set(studyDb.received.map((review) => review.reviewId)).size).toBe(3);
  });

  it('keeps reviews made offline in IndexedDB and sends them once, in order, when back online', async () => {
    const { app, me, stored } = await startSession();
    setOnline(false);
    for (const key of ['3', '2', '4']) {
      await app.user.keyboard(' ');
      await app.user.keyboard(key);
    }
    const summary = await screen.findByRole('region', { name: 'Session complete' });
    expect(within(summary).getByText('3 reviews waiting to be sent: they go as soon as you are back online.')).toBeInTheDocument();
    expect(studyDb.received).toHaveLength(0);
    const queued = memoryIdb.get(`outbox:${me.id}`) as { params: { id: string }; idempotencyKey: string }[];
    expect(queued.map((request) => request.params.id)).toEqual(stored.cards.map((card) => card.id));

    setOnline(true);
    expect(await within(summary).findByText('All your reviews are saved.')).toBeInTheDocument();
    expect(studyDb.received.map((review) => [review.cardId, review.rating, review.idempotencyKey])).toEqual([
      [stored.cards[0]!.id, ratings.good, queued[0]!.idempotencyKey],
      [stored.cards[1]!.id, ratings.hard, queued[1]!.idempotencyKey],
      [stored.cards[2]!.id, ratings.easy, queued[2]!.idempotencyKey],
    ]);
    expect(memoryIdb.get(`outbox:${me.id}`)).toEqual([]);
    // The server's schedule is the one the client showed: each card reviewed once.
    expect(stored.cards.map((card) => viewCard(card, me.id).schedule?.reps)).toEqual([1, 1, 1]);
  });

  it('holds the queue while the server cannot be reached and sends it when the browser is back online', async () => {
    let reachable = false;
    server.use(mockEndpoint(endpoints.studySets.review, () => (reachable ? undefined : HttpResponse.error())));
    const { app, stored } = await startSession();
    await app.user.keyboard(' ');
    await app.user.keyboard('3');
    await app.user.keyboard(' ');
    await app.user.keyboard('4');
    expect(await screen.findByText('Res ipsa loquitur')).toBeInTheDocument();
    expect(studyDb.received).toHaveLength(0);

    reachable = true;
    setOnline(true);
    await waitFor(() => expect(studyDb.received.map((review) => review.cardId)).toEqual([stored.cards[0]!.id, stored.cards[1]!.id]));
  });

  it('sends, on opening the app, the reviews a closed page left waiting', async () => {
    const me = buildMe();
    const stored = seedStudySet(me, { title: 'Law of Torts', cards });
    const [first, second] = stored.cards.map((card) => viewCard(card, me.id));
    const reviewedAt = new Date(Date.now() - 60 * 60_000);
    const waiting = [reviewRequest({ card: first!, rating: ratings.good, reviewedAt }), reviewRequest({ card: second!, rating: ratings.again, reviewedAt })];
    memoryIdb.set(`outbox:${me.id}`, waiting);
    renderApp('/study', { signedInAs: me });

    await waitFor(() => expect(studyDb.received.map((review) => review.reviewId)).toEqual(waiting.map((request) => request.id)));
    expect(studyDb.received.map((review) => review.reviewedAt)).toEqual([reviewedAt.toISOString(), reviewedAt.toISOString()]);
  });

  it('keeps my answer when a fetch of the set from before it lands, and asks the server again once it is saved', async () => {
    const { app, me, stored } = await startSession();
    // While the connection was down, card 3 was reviewed on my phone. The reconnection's catch-up
    // fetches the set, and the server answers, late, what it held before my answer here.
    reviewCard(me.id, stored.cards[2]!, ratings.easy, new Date());
    const before = { ...viewSet(stored, me.id), flashCards: inOrder(stored.cards).map((card) => viewCard(card, me.id)) };
    const fetching = holdNextAnswer(endpoints.studySets.detail, before);
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;
    await app.user.keyboard(' ');
    await app.user.keyboard('4');
    await waitFor(() => expect(studyDb.received).toHaveLength(1));
    fetching.release();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));

    // Both reviews count: mine, and the phone's that the catch-up was for.
    await app.router.navigate({ to: '/study/sets/$setId', params: { setId: stored.set.id } });
    expect(await screen.findByRole('link', { name: 'Study now (1 due)' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Card 1' })).getByText('Due in 8 days')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Card 3' })).getByText('Due in 8 days')).toBeInTheDocument();
  });

  it('says when nothing in the set is due', async () => {
    const me = buildMe();
    const { set } = seedStudySet(me, { title: 'Empty', cards: [] });
    renderApp(`/study/sets/${set.id}/study`, { signedInAs: me });
    expect(await screen.findByRole('heading', { name: 'Nothing to review in this set right now' })).toBeInTheDocument();
  });
});
