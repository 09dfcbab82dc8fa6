/*
 * Which Idempotency-Key the outbox sends a write with again. The server keeps a refusal (a 4xx)
 * for its key and answers it to every repeat, so a Retry after one goes with a fresh key: it was
 * refused, so nothing was applied. A resend after no answer (a network error, a 5xx) keeps the
 * key, and so does a Retry after a refusal that does not show the write was left undone: the
 * server then answers what the first send did, and the write counts once. The mock below keeps
 * and replays answers as src/server/plugins/idempotency.ts does.
 */
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../src/contract/endpoints.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../src/contract/idempotency.ts';
import { chatMessageSchema, newMessageBodySchema } from '../../../src/contract/messaging.ts';
import { BLOCKED_MESSAGE } from '../../../src/contract/safety.ts';
import { ratings, reviewBodySchema } from '../../../src/contract/study.ts';
import { reviewRequest } from '../../../src/client/features/study/api/review-flash-card.ts';
import { enqueueRequest, onOutboxEvent, peekOutbox, queuedRequest, retryRequest, startOutbox, type OutboxEvent } from '../../../src/client/lib/outbox.ts';
import { buildMe, summaryOf } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { server } from '../../mocks/server.ts';
import { reviewCard, seedStudySet, viewCard } from '../../mocks/study-store.ts';

type Kept = { status: number; text: string; body: string };
type Attempt = { key: string; json: unknown; replayed: boolean };

/**
 * Answers `endpoint` with `answer`, keeping each 2xx or 4xx answer (not a 429) for its key and
 * answering it again, marked replayed, to a repeat, as the real server does. `loseNextAnswer`:
 * the next answer is kept, then lost on the way (a network error); `unavailable`: 503 before the
 * key is looked at; `stillRunning`: the 409 a repeat gets while the first send is still running.
 */
function keyedEndpoint(endpoint: Endpoint, answer: (json: unknown, params: Record<string, string>) => Response) {
  const state = { attempts: [] as Attempt[], kept: new Map<string, Kept>(), loseNextAnswer: false, unavailable: false, stillRunning: false };
  server.use(
    mockEndpoint(endpoint, async ({ request, params }) => {
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '';
      const body = await request.text();
      const json: unknown = body ? JSON.parse(body) : undefined;
      const kept = state.kept.get(key);
      state.attempts.push({ key, json, replayed: !!kept && !state.unavailable && !state.stillRunning });
      if (state.unavailable) return apiError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.');
      if (state.stillRunning) return apiError(409, 'CONFLICT', 'A request with this key is still being processed.');
      if (kept) {
        if (kept.body !== body) return apiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
        return new HttpResponse(kept.text, { status: kept.status, headers: { 'Content-Type': 'application/json', [IDEMPOTENT_REPLAYED_HEADER]: 'true' } });
      }
      const response = answer(json, params);
      if (response.status !== 429 && response.status < 500) state.kept.set(key, { status: response.status, text: await response.clone().text(), body });
      if (!state.loseNextAnswer) return response;
      state.loseNextAnswer = false;
      return HttpResponse.error();
    }),
  );
  return state;
}

let online = false;
let events: OutboxEvent[] = [];
const stops: (() => void)[] = [];

beforeEach(() => {
  online = false;
  events = [];
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  online = true;
});

function goOnline(): void {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** A signed-in student's outbox, with every event it tells recorded in `events`. */
function startFor() {
  const me = buildMe();
  stops.push(startOutbox(me.id), onOutboxEvent((event) => events.push(event)));
  return me;
}

const eventsOf = (type: OutboxEvent['type']) => events.filter((event) => event.type === type).map((event) => event.request.id);

/** A conversation's message endpoint; `blocked`: one of the two has blocked the other. */
function messagingServer(sender: ReturnType<typeof buildMe>) {
  const chat = { blocked: false, saved: [] as string[] };
  const endpoint = keyedEndpoint(endpoints.messaging.sendMessage, (json) => {
    const body = newMessageBodySchema.parse(json);
    if (chat.blocked) return apiError(403, 'BLOCKED', BLOCKED_MESSAGE);
    chat.saved.push(body.body);
    const message = { id: `message-${chat.saved.length}`, conversationId: body.conversationId, sender: summaryOf(sender), body: body.body, createdAt: new Date().toISOString() };
    return HttpResponse.json(chatMessageSchema.parse(message), { status: 201 });
  });
  return { chat, endpoint };
}

const message = (body: string) => queuedRequest('message', endpoints.messaging.sendMessage, { conversationId: 'conversation-1', body });

describe('the Idempotency-Key of a write sent again', () => {
  it('is fresh on Retry after a refusal the server keeps, so messages refused while blocked go once unblocked, under their own ids', async () => {
    const me = startFor();
    const { chat, endpoint } = messagingServer(me);
    const queued = [message('Are you coming to the moot?'), message('I kept you a seat')];
    for (const request of queued) await enqueueRequest(request);

    chat.blocked = true;
    goOnline();
    await waitFor(() => expect(eventsOf('rejected')).toEqual(queued.map((request) => request.id)));
    expect(peekOutbox().map((request) => request.failure?.code)).toEqual(['BLOCKED', 'BLOCKED']);

    // The server answers the kept refusal to the same key, unblocked or not.
    chat.blocked = false;
    for (const request of queued) await retryRequest(request.id);
    await waitFor(() => expect(eventsOf('sent')).toEqual(queued.map((request) => request.id)));
    expect(chat.saved).toEqual(['Are you coming to the moot?', 'I kept you a seat']);
    expect(peekOutbox()).toEqual([]);

    const [firstTry, secondTry, ...retries] = endpoint.attempts;
    expect([firstTry?.key, secondTry?.key]).toEqual(queued.map((request) => request.idempotencyKey));
    expect(retries).toHaveLength(2);
    for (const [index, retry] of retries.entries()) {
      expect(retry.replayed).toBe(false);
      expect(retry.json).toEqual(queued[index]?.json);
      expect(retry.key).not.toBe(queued[index]?.idempotencyKey);
    }
    expect(retries[0]?.key).not.toBe(retries[1]?.key);
  });

  it('stays when a send got no answer or a server error, so a write the server did apply counts once', async () => {
    const me = startFor();
    const { chat, endpoint } = messagingServer(me);
    const request = message('Sent from the bus');
    await enqueueRequest(request);

    endpoint.loseNextAnswer = true;
    goOnline();
    await waitFor(() => expect(endpoint.attempts).toHaveLength(1));
    expect(chat.saved).toEqual(['Sent from the bus']);

    endpoint.unavailable = true;
    goOnline();
    await waitFor(() => expect(endpoint.attempts).toHaveLength(2));

    endpoint.unavailable = false;
    goOnline();
    await waitFor(() => expect(eventsOf('sent')).toEqual([request.id]));
    expect(endpoint.attempts.map((attempt) => [attempt.key, attempt.replayed])).toEqual([
      [request.idempotencyKey, false],
      [request.idempotencyKey, false],
      [request.idempotencyKey, true],
    ]);
    expect(chat.saved).toEqual(['Sent from the bus']);
    expect(eventsOf('rejected')).toEqual([]);
  });

  it('stays on Retry after a refusal that does not show the write was left undone (the first send still running)', async () => {
    const me = startFor();
    const { chat, endpoint } = messagingServer(me);
    const request = message('Only once, please');
    await enqueueRequest(request);

    endpoint.loseNextAnswer = true;
    goOnline();
    await waitFor(() => expect(endpoint.attempts).toHaveLength(1));
    endpoint.stillRunning = true;
    goOnline();
    await waitFor(() => expect(eventsOf('rejected')).toEqual([request.id]));

    endpoint.stillRunning = false;
    await retryRequest(request.id);
    await waitFor(() => expect(eventsOf('sent')).toEqual([request.id]));
    expect(endpoint.attempts.map((attempt) => attempt.key)).toEqual([request.idempotencyKey, request.idempotencyKey, request.idempotencyKey]);
    expect(endpoint.attempts[2]?.replayed).toBe(true);
    expect(chat.saved).toEqual(['Only once, please']);
  });

  it('is fresh on Retry of a refused study review, whose reviewId (and id) stay', async () => {
    const me = startFor();
    const [card] = seedStudySet(me, { title: 'Torts', visibility: 'public', cards: [['Duty of care?', 'Donoghue v Stevenson']] }).cards;
    if (!card) throw new Error('no card');
    let hidden = true;
    const endpoint = keyedEndpoint(endpoints.studySets.review, (json, params) => {
      const body = reviewBodySchema.parse(json);
      if (hidden || params.id !== card.id) return apiError(404, 'NOT_FOUND', 'Flash card not found.');
      return HttpResponse.json(reviewCard(me.id, card, body.rating, new Date(body.reviewedAt)));
    });
    const review = reviewRequest({ card: viewCard(card, me.id), rating: ratings.good, reviewedAt: new Date() });
    await enqueueRequest(review);
    goOnline();
    await waitFor(() => expect(eventsOf('rejected')).toEqual([review.id]));

    hidden = false;
    await retryRequest(review.id);
    await waitFor(() => expect(eventsOf('sent')).toEqual([review.id]));
    const [refused, retried] = endpoint.attempts;
    expect(refused?.key).toBe(review.id);
    expect(retried?.key).not.toBe(review.id);
    expect(retried?.json).toEqual(review.json);
    expect(retried?.json).toMatchObject({ reviewId: review.id });
  });
});
