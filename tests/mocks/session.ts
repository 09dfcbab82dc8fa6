import { MOCK_CSRF, sessionAccount, type MockAccount } from './db.ts';
import { apiError, unauthenticated } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in account, or the error response the real server would give. */
export function authenticate(request: Request): { account: MockAccount } | { response: Response } {
  const account = sessionAccount();
  if (!account) return { response: unauthenticated() };
  if (!SAFE.has(request.method) && request.headers.get('x-csrf-token') !== MOCK_CSRF) {
    return { response: apiError(403, 'CSRF_FAILED', 'The security token is missing or wrong. Reload the page and try again.') };
  }
  return { account };
}
