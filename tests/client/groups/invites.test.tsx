import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { groupsDb, seedGroup, seedInvite } from '../../mocks/groups-handlers.ts';
import { server } from '../../mocks/server.ts';
import { fireSocketEvent, listenerCount } from '../support/fake-socket.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { useGroupsServer } from './support/setup-groups.ts';

useGroupsServer();

function setup() {
  const me = buildMe({ name: 'Ama Mensah' });
  const owner = buildMe({ name: 'Kofi Boateng' });
  const group = seedGroup({ name: 'Torts circle', owner });
  const invite = seedInvite(group, owner, me);
  return { me, owner, group, invite };
}

describe('group invites', () => {
  it('accepts an invite, joins the group and opens it', async () => {
    const { me, group } = setup();
    const app = renderApp('/groups/invites', { signedInAs: me });

    const row = (await screen.findByText('Torts circle')).closest('li') as HTMLElement;
    expect(within(row).getByText(/Invited by Kofi Boateng/)).toBeInTheDocument();
    await app.user.click(within(row).getByRole('button', { name: 'Accept the invite to Torts circle' }));

    expect(await screen.findByText('You have successfully joined the group')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Torts circle', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/groups/${group.id}`);
    expect(group.users.map((user) => user.id)).toContain(me.id);

    await app.user.click(screen.getByRole('link', { name: '← All groups' }));
    const list = await screen.findByRole('list', { name: 'My groups' });
    expect(within(list).getByRole('link', { name: /Torts circle/ })).toBeInTheDocument();
  });

  it('drops an invite from the inbox the moment the group withdraws it', async () => {
    const { me, group, invite } = setup();
    renderApp('/groups/invites', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Pending invites' });
    expect(within(list).getByText('Torts circle')).toBeInTheDocument();
    await waitFor(() => expect(listenerCount(serverEvents.groupInviteCancelled)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.groupInviteCancelled, { groupId: group.id, id: invite.id });

    expect(await screen.findByText('No invites are waiting for you.')).toBeInTheDocument();
  });

  it('declines an invite and takes it out of the inbox', async () => {
    const { me, invite } = setup();
    const app = renderApp('/groups/invites', { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Decline the invite to Torts circle' }));

    expect(await screen.findByText('You have successfully declined the invite')).toBeInTheDocument();
    expect(screen.getByText('No invites are waiting for you.')).toBeInTheDocument();
    expect(invite.status).toBe('declined');
    expect(currentPath(app)).toBe('/groups/invites');
  });

  it("shows the server's reason in a closable toast when answering fails", async () => {
    const { me } = setup();
    server.use(mockEndpoint(endpoints.groups.respondInvite, () => apiError(410, 'INVITE_CLOSED', 'This invite has already been answered.')));
    const app = renderApp('/groups/invites', { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Accept the invite to Torts circle' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    const toast = screen.getByText('This invite has already been answered.').closest('li') as HTMLElement;
    expect(within(toast).getByRole('button', { name: /close/i })).toBeInTheDocument();
    // Still pending on the server, so it comes back to the inbox.
    expect(await screen.findByRole('button', { name: 'Accept the invite to Torts circle' })).toBeInTheDocument();
  });

  it('fetches the inbox again when an invite notification arrives', async () => {
    const me = buildMe();
    const owner = buildMe({ name: 'Kofi Boateng' });
    renderApp('/groups/invites', { signedInAs: me });
    expect(await screen.findByText('No invites are waiting for you.')).toBeInTheDocument();

    seedInvite(seedGroup({ name: 'Evidence crew', owner }), owner, me);
    // The notifications area rings for the same event; jsdom cannot play sound.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await fireSocketEvent(serverEvents.newNotification, {
      id: 'notification-1',
      userId: me.id,
      type: 'group-invite',
      read: false,
      createdAt: '2026-11-01T09:00:00.000Z',
      actor: null,
      message: 'Kofi Boateng invited you to join Evidence crew',
      link: '/groups',
    });

    expect(await screen.findByText('Evidence crew')).toBeInTheDocument();
    await waitFor(() => expect(groupsDb.invites).toHaveLength(1));
  });
});
