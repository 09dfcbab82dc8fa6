import { MOCK_CSRF, sessionAccount, type MockAccount } from './db.ts';
import { apiError, unauthenticated } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in account; without one (or without the csrf echo on an unsafe call) the handler ends with the real server's error. */
export function signedIn(request: Request): MockAccount {
  const account = sessionAccount();
  // MSW sends a thrown response as the answer.
  if (!account) throw unauthenticated();
  if (!SAFE.has(request.method) && request.headers.get('x-csrf-token') !== MOCK_CSRF) {
    throw apiError(403, 'CSRF_FAILED', 'The security token is missing or wrong. Reload the page and try again.');
  }
  return account;
}
