/*
 * Calling the study API as a user, with answers parsed through the contract's schemas, so
 * a test reads like what a client does.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  flashCardListSchema,
  flashCardSchema,
  studySetDetailSchema,
  studySetListSchema,
  studySetSchema,
  studyTodaySchema,
  type CreateStudySetBody,
  type ReviewBody,
} from '../../../src/contract/study.ts';
import type { App } from '../../../src/server/app.ts';
import { as, type TestUser } from './users.ts';

const base = '/api/v1/study-sets';

function ok(response: LightMyRequestResponse, status = 200): unknown {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

export function studyClient(app: App, user: TestUser) {
  const call = as(app, user);
  return {
    call,
    createSet: async (body: CreateStudySetBody) => studySetSchema.parse(ok(await call({ method: 'POST', url: `${base}/create`, payload: body }), 201)),
    set: async (id: string) => studySetDetailSchema.parse(ok(await call({ method: 'GET', url: `${base}/${id}` }))),
    list: async (query = '') => studySetListSchema.parse(ok(await call({ method: 'GET', url: `${base}${query}` }))),
    cards: async (studySetId: string) => flashCardListSchema.parse(ok(await call({ method: 'GET', url: `${base}/flash-cards?studySetId=${studySetId}` }))).items,
    due: async (studySetId: string, query = '') => flashCardListSchema.parse(ok(await call({ method: 'GET', url: `${base}/${studySetId}/due${query}` }))).items,
    addCard: async (studySetId: string, front: string, back: string) =>
      flashCardSchema.parse(ok(await call({ method: 'POST', url: `${base}/flash-cards/create`, payload: { studySetId, front, back } }), 201)),
    bulk: async (studySetId: string, cards: { front: string; back: string }[]) =>
      flashCardListSchema.parse(ok(await call({ method: 'POST', url: `${base}/flash-cards/bulk`, payload: { studySetId, cards } }), 201)).items,
    review: async (cardId: string, body: ReviewBody, headers: Record<string, string> = {}) =>
      flashCardSchema.parse(ok(await call({ method: 'POST', url: `${base}/flash-cards/${cardId}/review`, payload: body, headers }))),
    today: async () => studyTodaySchema.parse(ok(await call({ method: 'GET', url: '/api/v1/study/today' }))),
  };
}

export type StudyClient = ReturnType<typeof studyClient>;

/** `count` cards "Q1"/"A1" … in order. */
export const numberedCards = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({ front: `Q${from + i}`, back: `A${from + i}` }));
