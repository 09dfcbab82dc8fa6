/* /auth: other people (search, profiles, follow and collaboration toggles). */
import { HttpResponse } from 'msw';
import { toggleCollaborateResponseSchema, toggleFollowResponseSchema, usersListSchema } from '../../src/contract/auth.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import type { Collaboration } from '../../src/contract/users.ts';
import { db, profileOf } from './db.ts';
import { mockEndpoint } from './endpoint.ts';
import { apiError } from './errors.ts';
import { signedIn } from './session.ts';

const nextCollaboration: Record<Collaboration, Collaboration> = {
  none: 'requested',
  requested: 'none',
  incoming: 'mutual',
  mutual: 'incoming',
};

/** What POST /auth/toggle-follow/:followingId does; exported so a test can hold the answer back. */
export function toggleFollowFor(userId: string): Response {
  const account = db.accounts.get(userId);
  if (!account) return apiError(404, 'NOT_FOUND', 'User not found.');
  account.isFollowing = !account.isFollowing;
  account.followersCount += account.isFollowing ? 1 : -1;
  return HttpResponse.json(toggleFollowResponseSchema.parse({ following: account.isFollowing, followersCount: account.followersCount }));
}

export const usersHandlers = [
  mockEndpoint(endpoints.users.search, ({ request }) => {
    signedIn(request);
    const url = new URL(request.url);
    const q = url.searchParams.get('q')?.toLowerCase();
    const institutionId = url.searchParams.get('institutionId');
    const items = [...db.accounts.values()]
      .map((account) => account.me)
      .filter((me) => (q ? me.name.toLowerCase().includes(q) : true))
      .filter((me) => (institutionId ? me.institutionId === Number(institutionId) : true));
    return HttpResponse.json(usersListSchema.parse({ items, nextCursor: null }));
  }),

  mockEndpoint(endpoints.users.profile, ({ request, params }) => {
    signedIn(request);
    const account = db.accounts.get(params.id);
    if (!account) return apiError(404, 'NOT_FOUND', 'User not found.');
    return HttpResponse.json(profileOf(account));
  }),

  mockEndpoint(endpoints.users.toggleFollow, ({ request, params }) => {
    signedIn(request);
    return toggleFollowFor(params.followingId);
  }),

  mockEndpoint(endpoints.users.toggleCollaborate, ({ request, params }) => {
    signedIn(request);
    const account = db.accounts.get(params.collaboratingId);
    if (!account) return apiError(404, 'NOT_FOUND', 'User not found.');
    account.collaboration = nextCollaboration[account.collaboration];
    return HttpResponse.json(toggleCollaborateResponseSchema.parse({ collaboration: account.collaboration }));
  }),
];
