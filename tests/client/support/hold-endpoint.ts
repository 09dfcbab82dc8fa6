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
