/*
 * For the tests of writes made offline: the browser's online state (navigator.onLine and its
 * events), and a record of what reached an endpoint (its path, body and Idempotency-Key) while
 * the mock server's own handler answers. `reachable = false` makes the network fail instead.
 */
import { act } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import type { Endpoint } from '../../../src/contract/endpoints.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/idempotency.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { server } from '../../mocks/server.ts';
import { memoryIdb } from './memory-idb-storage.ts';

afterEach(() => vi.restoreAllMocks());

/** Says `online` through navigator.onLine and fires the event a browser fires. */
export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

export type ReceivedWrite = { path: string; json: unknown; key: string | null };

/** Records each request that reaches `endpoint`; the usual handler answers it. */
export function recordWrites(endpoint: Endpoint): { received: ReceivedWrite[]; reachable: boolean } {
  const record = { received: [] as ReceivedWrite[], reachable: true };
  server.use(
    mockEndpoint(endpoint, async ({ request }) => {
      if (!record.reachable) return HttpResponse.error();
      const text = await request.clone().text();
      record.received.push({ path: new URL(request.url).pathname, json: text ? JSON.parse(text) : undefined, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return undefined;
    }),
  );
  return record;
}

type StoredRequest = { id: string; idempotencyKey: string; failure?: { code: string; message: string } };

/** The requests waiting in `userId`'s outbox, as IndexedDB keeps them. */
export function storedOutbox(userId: string): StoredRequest[] {
  return (memoryIdb.get(`outbox:${userId}`) as StoredRequest[] | undefined) ?? [];
}
