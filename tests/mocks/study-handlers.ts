/*
 * /study-sets and /study over the in-memory store (study-store.ts), with the server's rules: a
 * public set is readable by everyone, a private one is a 404 to all but its owner, and only the
 * owner changes a set or its cards (403 for others who can see it). Reviews are scheduled with
 * ts-fsrs as the server does, and a repeated reviewId changes nothing.
 */
import { HttpResponse } from 'msw';
import { deletedSchema } from '../../src/contract/common.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import {
  bulkFlashCardsBodySchema,
  createFlashCardBodySchema,
  createStudySetBodySchema,
  flashCardListSchema,
  flashCardSchema,
  reviewBodySchema,
  studySetDetailSchema,
  studySetListSchema,
  studySetSchema,
  studyTodaySchema,
  updateFlashCardBodySchema,
  updateStudySetBodySchema,
  SOCKET_ID_HEADER,
} from '../../src/contract/study.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/idempotency.ts';
import { mockEndpoint, readBody } from './endpoint.ts';
import { apiError } from './errors.ts';
import { newestFirst, page } from './posts-handlers.ts';
import { signedIn } from './session.ts';
import { addCards, findCard, findSet, inOrder, reviewCard, seedStudySet, studyDb, viewCard, viewSet, type StoredSet } from './study-store.ts';

const setNotFound = () => apiError(404, 'NOT_FOUND', 'Study set not found.');
const cardNotFound = () => apiError(404, 'NOT_FOUND', 'Flash card not found.');
const notOwner = () => apiError(403, 'FORBIDDEN', 'Only the owner of this study set can change it.');

const canSee = (stored: StoredSet, viewerId: string) => stored.set.owner.id === viewerId || stored.set.visibility === 'public';

/** The set behind `id` if the caller may see it (and, with `owner`, change it); MSW sends a thrown response as the answer. */
function visibleSet(request: Request, id: string, owner = false) {
  const viewerId = signedIn(request).me.id;
  const stored = findSet(id);
  if (!stored || !canSee(stored, viewerId)) throw setNotFound();
  if (owner && stored.set.owner.id !== viewerId) throw notOwner();
  return { stored, viewerId };
}

function visibleCard(request: Request, id: string, owner = false) {
  const viewerId = signedIn(request).me.id;
  const found = findCard(id);
  if (!found || !canSee(found.stored, viewerId)) throw cardNotFound();
  if (owner && found.stored.set.owner.id !== viewerId) throw notOwner();
  return { ...found, viewerId };
}

const folded = (text: string) => text.trim().toLowerCase();

const dueCards = (stored: StoredSet, viewerId: string, now: number) =>
  inOrder(stored.cards)
    .map((card) => viewCard(card, viewerId))
    .filter((card) => card.due === null || Date.parse(card.due) <= now)
    .sort((a, b) => (a.due && b.due ? a.due.localeCompare(b.due) : a.due ? -1 : b.due ? 1 : 0));

export const studyHandlers = [
  mockEndpoint(endpoints.studySets.list, ({ request }) => {
    const me = signedIn(request).me.id;
    const url = new URL(request.url);
    const scope = url.searchParams.get('scope') ?? 'mine';
    const q = folded(url.searchParams.get('q') ?? '');
    const course = folded(url.searchParams.get('course') ?? '');
    const sets = studyDb.sets.filter(({ set }) => {
      if (scope === 'mine' ? set.owner.id !== me : set.visibility !== 'public') return false;
      if (course && folded(set.course ?? '') !== course) return false;
      return !q || folded(`${set.title}\n${set.description}`).includes(q);
    });
    return HttpResponse.json(studySetListSchema.parse(page(newestFirst(sets.map((stored) => viewSet(stored, me))), url)));
  }),

  mockEndpoint(endpoints.studySets.detail, ({ request, params }) => {
    const { stored, viewerId } = visibleSet(request, params.id);
    const flashCards = inOrder(stored.cards).map((card) => viewCard(card, viewerId));
    return HttpResponse.json(studySetDetailSchema.parse({ ...viewSet(stored, viewerId), flashCards }));
  }),

  mockEndpoint(endpoints.studySets.due, ({ request, params }) => {
    const { stored, viewerId } = visibleSet(request, params.id);
    return HttpResponse.json(flashCardListSchema.parse({ items: dueCards(stored, viewerId, Date.now()) }));
  }),

  mockEndpoint(endpoints.studySets.today, ({ request }) => {
    const me = signedIn(request).me.id;
    const now = Date.now();
    const mine = studyDb.sets.filter((stored) => stored.set.owner.id === me).map((stored) => viewSet(stored, me, now));
    const sets = mine.filter((set) => set.dueCount > 0).sort((a, b) => b.dueCount - a.dueCount).map((studySet) => ({ studySet, dueCount: studySet.dueCount }));
    const dueTotal = sets.reduce((sum, entry) => sum + entry.dueCount, 0);
    const upcoming = studyDb.sets.flatMap((stored) => stored.cards.map((card) => viewCard(card, me).due)).filter((due): due is string => !!due && Date.parse(due) > now);
    return HttpResponse.json(studyTodaySchema.parse({ dueTotal, sets, nextDueAt: dueTotal === 0 ? (upcoming.sort()[0] ?? null) : null }));
  }),

  mockEndpoint(endpoints.studySets.create, async ({ request }) => {
    const { me } = signedIn(request);
    const body = await readBody(request, createStudySetBodySchema);
    const stored = seedStudySet(me, { ...body, cards: body.flashCards.map((card) => [card.front, card.back]) });
    return HttpResponse.json(viewSet(stored, me.id), { status: 201 });
  }),

  mockEndpoint(endpoints.studySets.update, async ({ request, params }) => {
    const { stored, viewerId } = visibleSet(request, params.id, true);
    const body = await readBody(request, updateStudySetBodySchema);
    stored.set = { ...stored.set, ...body, updatedAt: new Date().toISOString() };
    return HttpResponse.json(studySetSchema.parse(viewSet(stored, viewerId)));
  }),

  mockEndpoint(endpoints.studySets.delete, ({ request, params }) => {
    const { stored } = visibleSet(request, params.id, true);
    studyDb.sets = studyDb.sets.filter((item) => item !== stored);
    return HttpResponse.json(deletedSchema.parse({ id: stored.set.id }));
  }),

  mockEndpoint(endpoints.studySets.cards, ({ request }) => {
    const studySetId = new URL(request.url).searchParams.get('studySetId') ?? '';
    const { stored, viewerId } = visibleSet(request, studySetId);
    return HttpResponse.json(flashCardListSchema.parse({ items: inOrder(stored.cards).map((card) => viewCard(card, viewerId)) }));
  }),

  mockEndpoint(endpoints.studySets.createCard, async ({ request }) => {
    const body = await readBody(request, createFlashCardBodySchema);
    const { stored, viewerId } = visibleSet(request, body.studySetId, true);
    const [card] = addCards(stored, [body]);
    return card ? HttpResponse.json(viewCard(card, viewerId), { status: 201 }) : setNotFound();
  }),

  mockEndpoint(endpoints.studySets.createCards, async ({ request }) => {
    const body = await readBody(request, bulkFlashCardsBodySchema);
    const { stored, viewerId } = visibleSet(request, body.studySetId, true);
    const items = addCards(stored, body.cards).map((card) => viewCard(card, viewerId));
    return HttpResponse.json(flashCardListSchema.parse({ items }), { status: 201 });
  }),

  mockEndpoint(endpoints.studySets.updateCard, async ({ request, params }) => {
    const { card, viewerId } = visibleCard(request, params.id, true);
    const body = await readBody(request, updateFlashCardBodySchema);
    Object.assign(card, body, { updatedAt: new Date().toISOString() });
    return HttpResponse.json(viewCard(card, viewerId));
  }),

  mockEndpoint(endpoints.studySets.deleteCard, ({ request, params }) => {
    const { stored, card } = visibleCard(request, params.id, true);
    stored.cards = stored.cards.filter((item) => item !== card);
    return HttpResponse.json(deletedSchema.parse({ id: card.id }));
  }),

  mockEndpoint(endpoints.studySets.review, async ({ request, params }) => {
    const { card, viewerId } = visibleCard(request, params.id);
    const body = await readBody(request, reviewBodySchema);
    studyDb.received.push({
      cardId: card.id,
      rating: body.rating,
      reviewedAt: body.reviewedAt,
      reviewId: body.reviewId,
      idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
      socketId: request.headers.get(SOCKET_ID_HEADER),
    });
    if (body.reviewId && studyDb.applied.has(body.reviewId)) return HttpResponse.json(viewCard(card, viewerId));
    if (body.reviewId) studyDb.applied.add(body.reviewId);
    return HttpResponse.json(flashCardSchema.parse(reviewCard(viewerId, card, body.rating, new Date(body.reviewedAt))));
  }),
];
