/* Calling GET /search as a user, and reading what it found. */
import { expect } from 'vitest';
import { searchResultSchema, type SearchResult, type SearchType } from '../../../src/contract/search.ts';
import type { App } from '../../../src/server/app.ts';
import { as, type TestUser } from './users.ts';

type Query = { q: string; type?: SearchType; cursor?: string; take?: number };

/** The address of a search; anything may go in, to try odd input. */
export function searchUrl(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return `/api/v1/search?${params.toString()}`;
}

export async function search(app: App, user: TestUser, query: Query): Promise<SearchResult> {
  const response = await as(app, user)({ method: 'GET', url: searchUrl(query) });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultSchema.parse(response.json());
}

/** The ids found, in order (first page). */
export async function foundIds(app: App, user: TestUser, q: string, type?: SearchType): Promise<string[]> {
  return (await search(app, user, { q, type })).items.map((hit) => hit.id);
}
