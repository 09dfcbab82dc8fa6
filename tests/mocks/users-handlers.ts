/* /auth: other people (search, profiles, follow and collaboration toggles). */
import { http, HttpResponse } from 'msw';
import { toggleCollaborateResponseSchema, toggleFollowResponseSchema, usersListSchema } from '../../src/contract/auth.ts';
import type { Collaboration } from '../../src/contract/users.ts';
import { db, profileOf } from './db.ts';
import { apiError } from './errors.ts';
import { authenticate } from './session.ts';

const nextCollaboration: Record<Collaboration, Collaboration> = {
  none: 'requested',
  requested: 'none',
  incoming: 'mutual',
  mutual: 'incoming',
};

/** What POST /auth/toggle-follow/:id does; exported so a test can hold the answer back. */
export function toggleFollowFor(userId: string): Response {
  const account = db.accounts.get(userId);
  if (!account) return apiError(404, 'NOT_FOUND', 'User not found.');
  account.isFollowing = !account.isFollowing;
  account.followersCount += account.isFollowing ? 1 : -1;
  return HttpResponse.json(toggleFollowResponseSchema.parse({ following: account.isFollowing, followersCount: account.followersCount }));
}

export const usersHandlers = [
  http.get('/api/v1/auth/users', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const url = new URL(request.url);
    const q = url.searchParams.get('q')?.toLowerCase();
    const institutionId = url.searchParams.get('institutionId');
    const items = [...db.accounts.values()]
      .map((account) => account.me)
      .filter((me) => (q ? me.name.toLowerCase().includes(q) : true))
      .filter((me) => (institutionId ? me.institutionId === Number(institutionId) : true))
      .map(({ id, name, avatarUrl, institutionId: institution, nameOfUniversity }) => ({ id, name, avatarUrl, institutionId: institution, nameOfUniversity }));
    return HttpResponse.json(usersListSchema.parse({ items, nextCursor: null }));
  }),

  http.get('/api/v1/auth/user-profile/:id', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const account = db.accounts.get(String(params.id));
    if (!account) return apiError(404, 'NOT_FOUND', 'User not found.');
    return HttpResponse.json(profileOf(account));
  }),

  http.post('/api/v1/auth/toggle-follow/:id', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    return toggleFollowFor(String(params.id));
  }),

  http.post('/api/v1/auth/toggle-collaborate/:id', ({ request, params }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const account = db.accounts.get(String(params.id));
    if (!account) return apiError(404, 'NOT_FOUND', 'User not found.');
    account.collaboration = nextCollaboration[account.collaboration];
    return HttpResponse.json(toggleCollaborateResponseSchema.parse({ collaboration: account.collaboration }));
  }),
];
