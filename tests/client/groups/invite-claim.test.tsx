import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CLAIM_LINK_DEAD, CLAIM_LINK_TAKEN } from '../../../src/client/features/groups/components/claim-failed.tsx';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { seedGroup, seedInvite } from '../../mocks/groups-handlers.ts';
import { server } from '../../mocks/server.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { useGroupsServer } from './support/setup-groups.ts';

useGroupsServer();

const claims: unknown[] = [];
const countClaims = async ({ request }: { request: Request }) => {
  if (request.url.endsWith('/groups/invites/claim')) claims.push(await request.clone().json());
};
afterEach(() => {
  server.events.removeListener('request:start', countClaims);
  claims.length = 0;
});

/** An invite to an address no account has: only its mailed link's token makes it someone's. */
function mailedInvite() {
  const owner = buildMe({ name: 'Kofi Boateng' });
  const group = seedGroup({ name: 'Torts circle', owner });
  const invite = seedInvite(group, owner, 'newcomer@campus.test');
  return { group, invite, token: invite.claimToken ?? '' };
}

describe('an invite link (/groups/invites?claim=…)', () => {
  it('makes the invite mine once, takes the token out of the address, and lists the invite to answer', async () => {
    server.events.on('request:start', countClaims);
    const me = buildMe();
    const { group, invite, token } = mailedInvite();
    const app = renderApp(`/groups/invites?claim=${token}`, { signedInAs: me });

    const row = (await screen.findByText('Torts circle')).closest('li') as HTMLElement;
    expect(within(row).getByText(/Invited by Kofi Boateng/)).toBeInTheDocument();
    expect(currentPath(app)).toBe('/groups/invites');
    expect(invite.userId).toBe(me.id);
    expect(claims).toEqual([{ token }]);

    await app.user.click(within(row).getByRole('button', { name: 'Accept the invite to Torts circle' }));
    expect(await screen.findByText('You have successfully joined the group')).toBeInTheDocument();
    expect(group.users.map((user) => user.id)).toContain(me.id);
    expect(claims).toHaveLength(1);
  });

  it('says plainly when the link is no longer valid', async () => {
    const app = renderApp('/groups/invites?claim=no-such-token', { signedInAs: buildMe() });
    expect(await screen.findByText(CLAIM_LINK_DEAD)).toBeInTheDocument();
    expect(screen.getByText('No invites are waiting for you.')).toBeInTheDocument();
    expect(currentPath(app)).toBe('/groups/invites');
  });

  it('says so when another account used the link first, and shows nothing of that invite', async () => {
    const { invite, token } = mailedInvite();
    invite.userId = 'user-someone-else';
    renderApp(`/groups/invites?claim=${token}`, { signedInAs: buildMe() });
    expect(await screen.findByText(CLAIM_LINK_TAKEN)).toBeInTheDocument();
    expect(screen.getByText('No invites are waiting for you.')).toBeInTheDocument();
    expect(screen.queryByText('Torts circle')).not.toBeInTheDocument();
  });

  it('offers to try again when the server could not be reached', async () => {
    const { token } = mailedInvite();
    server.use(mockEndpoint(endpoints.groups.claimInvite, () => HttpResponse.error(), { once: true }));
    const app = renderApp(`/groups/invites?claim=${token}`, { signedInAs: buildMe() });

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The invite from your link could not be opened.');
    await app.user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Accept the invite to Torts circle' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('signing up from an invite mail', () => {
  async function signUpFrom(path: string) {
    const app = renderApp(path);
    await app.user.type(await screen.findByLabelText('Full name'), 'Ama Newcomer');
    await app.user.type(screen.getByLabelText('Password'), 'adinkra-symbols-9');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.user.selectOptions(await screen.findByLabelText('University or campus'), 'University of Cape Coast');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    await app.user.click(await screen.findByRole('button', { name: 'Finish' }));
    return app;
  }

  it('goes on to the invites inbox, where the link’s token brings the invite', async () => {
    const { token } = mailedInvite();
    const inbox = encodeURIComponent(`/groups/invites?claim=${token}`);
    const app = await signUpFrom(`/sign-up?email=newcomer%40campus.test&redirect=${inbox}`);

    expect(await screen.findByRole('button', { name: 'Accept the invite to Torts circle' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/groups/invites');
  });

  it('keeps the way to the inbox for someone who signs in instead', async () => {
    renderApp(`/sign-up?email=newcomer%40campus.test&redirect=${encodeURIComponent('/groups/invites?claim=abc')}`);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(new URL(signIn.getAttribute('href') ?? '', window.location.origin).searchParams.get('redirect')).toBe('/groups/invites?claim=abc');
  });

  it('follows no redirect off the site', async () => {
    const app = await signUpFrom(`/sign-up?email=newcomer%40campus.test&redirect=${encodeURIComponent('//evil.example/groups/invites')}`);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ama' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/');
  });
});
