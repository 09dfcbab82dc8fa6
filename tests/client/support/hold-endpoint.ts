import { HttpResponse } from 'msw';
import type { Endpoint } from '../../../src/contract/endpoints.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from './deferred.ts';

/**
 * Holds the answer to `endpoint` until the test calls `release()`, to assert what shows
 * meanwhile; then `answer` (an error, say) or, without one, the usual handler answers.
 */
export function holdEndpoint(endpoint: Endpoint, answer?: () => Response) {
  const gate = deferred();
  server.use(
    mockEndpoint(endpoint, async () => {
      await gate.promise;
      return answer?.();
    }),
  );
  return { release: gate.resolve };
}

/**
 * The next call to `endpoint` answers `body` (what the server held when it was asked), but only
 * once the test calls `release()`: a fetch overtaken by later news. `asked` resolves when the call
 * arrives; the calls after it get the usual handler.
 */
export function holdNextAnswer(endpoint: Endpoint, body: Record<string, unknown>) {
  const asked = deferred();
  const gate = deferred();
  server.use(
    mockEndpoint(
      endpoint,
      async () => {
        asked.resolve();
        await gate.promise;
        return HttpResponse.json(body);
      },
      { once: true },
    ),
  );
  return { asked: asked.promise, release: gate.resolve };
}
