/*
 * "Sending twice is safe" (API.md) in the mocks, as src/server/plugins/idempotency.ts does it:
 * on a keyed endpoint, a repeat with the same Idempotency-Key by the same user answers the
 * first answer again, marked Idempotent-Replayed, and runs nothing; the key with another
 * request is 422 IDEMPOTENCY_KEY_REUSED. 2xx and 4xx answers are kept, but not a 429; a request
 * refused before its key is looked at (no session, csrf, a bad body) keeps nothing.
 * `loseNextAnswer()` lets the next request act, then fail on its way back (a connection reset),
 * as a phone on a poor network sees it.
 */
import { HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../src/contract/idempotency.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

type Kept = { request: string; status: number; text: string };

const isKept = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429);

/** One handler module's kept answers; its reset calls `clear`. */
export function keptAnswers() {
  const kept = new Map<string, Kept>();
  let loseNext = false;

  async function answerOnce(request: Request, run: () => Response | Promise<Response>): Promise<Response> {
    const { me } = signedIn(request);
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (!key) return run();
    const fingerprint = `${request.method} ${new URL(request.url).pathname}\n${await request.clone().text()}`;
    const found = kept.get(`${me.id} ${key}`);
    if (found && found.request !== fingerprint) return apiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
    if (found) return new HttpResponse(found.text, { status: found.status, headers: { 'Content-Type': 'application/json', [IDEMPOTENT_REPLAYED_HEADER]: 'true' } });
    const response = await run();
    if (isKept(response.status)) kept.set(`${me.id} ${key}`, { request: fingerprint, status: response.status, text: await response.clone().text() });
    return response;
  }

  return {
    /** Answers `request` with `run`, or with the answer kept for its key. */
    async answer(request: Request, run: () => Response | Promise<Response>): Promise<Response> {
      const response = await answerOnce(request, run);
      if (!loseNext) return response;
      loseNext = false;
      return HttpResponse.error();
    },
    /** The next request is acted on (or replayed), but its answer never arrives. */
    loseNextAnswer(): void {
      loseNext = true;
    },
    clear(): void {
      kept.clear();
      loseNext = false;
    },
  };
}
