import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { groupsQueryOptions } from '../../../src/client/features/groups/api/get-groups.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { groupsDb, memberOf, seedGroup } from '../../mocks/groups-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { fireSocketEvent } from '../support/fake-socket.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { useGroupsServer } from './support/setup-groups.ts';

useGroupsServer();

function setup(myRole: 'owner' | 'member' = 'owner') {
  const me = buildMe({ name: 'Ama Mensah' });
  const owner = myRole === 'owner' ? me : buildMe({ name: 'Efua Owusu' });
  const kofi = buildMe({ name: 'Kofi Boateng', email: 'kofi@campus.test' });
  addAccount(kofi);
  if (owner !== me) addAccount(owner);
  const members: [typeof me, 'member'][] = [[kofi, 'member']];
  if (owner !== me) members.push([me, 'member']);
  const group = seedGroup({ name: 'Torts circle', owner, members });
  return { me, kofi, group };
}

const memberRow = (name: string) => within(screen.getByRole('list', { name: 'Group members' })).getByText(name).closest('li') as HTMLElement;

describe('group members', () => {
  it('invites by e-mail with people suggested as the address is typed', async () => {
    const { me, group } = setup();
    const app = renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });

    await app.user.type(await screen.findByLabelText('Email address'), 'kofi@campus.test');
    const suggestions = await screen.findByRole('list', { name: 'Matching people' });
    expect(within(suggestions).getByText('Kofi Boateng')).toBeInTheDocument();
    expect(within(suggestions).getByText('Already a member')).toBeInTheDocument();

    await app.user.clear(screen.getByLabelText('Email address'));
    await app.user.type(screen.getByLabelText('Email address'), 'Yaw@Campus.test');
    await app.user.click(screen.getByRole('button', { name: 'Send invite' }));

    expect(await screen.findByText('Invite successfully sent to yaw@campus.test')).toBeInTheDocument();
    expect(groupsDb.invites.map((invite) => invite.email)).toEqual(['yaw@campus.test']);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('reports a failed invite in a closable toast', async () => {
    const { me, group } = setup();
    const app = renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });

    await app.user.type(await screen.findByLabelText('Email address'), 'kofi@campus.test');
    await app.user.click(screen.getByRole('button', { name: 'Send invite' }));

    const toast = (await screen.findByText('There was an error sending the invite.')).closest('li') as HTMLElement;
    expect(within(toast).getByRole('button', { name: /close/i })).toBeInTheDocument();
    expect(groupsDb.invites).toHaveLength(0);
  });

  it('lets the owner promote, demote and remove a member', async () => {
    const { me, kofi, group } = setup();
    const app = renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Make Kofi Boateng an admin' }));
    await waitFor(() => expect(within(memberRow('Kofi Boateng')).getByText('Admin')).toBeInTheDocument());
    await app.user.click(screen.getByRole('button', { name: 'Make Kofi Boateng a member' }));
    await waitFor(() => expect(within(memberRow('Kofi Boateng')).getByText('Member')).toBeInTheDocument());

    await app.user.click(screen.getByRole('button', { name: 'Remove Kofi Boateng' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Group participant removed successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Group members' })).queryByText('Kofi Boateng')).not.toBeInTheDocument();
    expect(group.users.map((user) => user.id)).not.toContain(kofi.id);
    expect(screen.getByRole('link', { name: 'Members (1)' })).toBeInTheDocument();
  });

  it("shows the server's message when a member cannot be removed", async () => {
    const { me, group } = setup();
    server.use(mockEndpoint(endpoints.groups.removeParticipant, () => apiError(403, 'FORBIDDEN', 'Only the group owner can remove an admin.')));
    const app = renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Remove Kofi Boateng' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Only the group owner can remove an admin.')).toBeInTheDocument();
    expect(memberRow('Kofi Boateng')).toBeInTheDocument();
  });

  it('shows a plain member no invite form and lets them leave, announced once', async () => {
    const { me, group } = setup('member');
    const gate = deferred();
    server.use(
      mockEndpoint(endpoints.groups.removeParticipant, async () => {
        await gate.promise;
        group.users = group.users.filter((user) => user.id !== me.id);
        return HttpResponse.json({ userId: me.id });
      }),
    );
    const app = renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });

    const leave = await screen.findByRole('button', { name: 'Leave group' });
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await app.user.click(leave);
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
    // The server's socket event overtakes its HTTP answer.
    await fireSocketEvent(serverEvents.groupMemberRemoved, { groupId: group.id, userId: me.id });
    gate.resolve();

    expect(await screen.findByText('Group participant removed successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Study groups' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/groups');
    expect(await screen.findByText('You are not in any group yet.')).toBeInTheDocument();
    expect(screen.queryByText(/You are no longer a member/)).not.toBeInTheDocument();
  });

  it('toggles collaboration with a member, and says "An error occurred." when it fails', async () => {
    const { me, group } = setup();
    const app = renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Collaborate with Kofi Boateng' }));
    expect(await screen.findByText('Collaboration requested from Kofi Boateng')).toBeInTheDocument();

    server.use(mockEndpoint(endpoints.users.toggleCollaborate, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    await app.user.click(screen.getByRole('button', { name: 'Collaborate with Kofi Boateng' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
  });

  it('adds and removes members as the socket reports it', async () => {
    const { me, group } = setup();
    renderApp(`/groups/${group.id}?tab=members`, { signedInAs: me });
    await screen.findByRole('link', { name: 'Members (2)' });

    const yaw = buildMe({ name: 'Yaw Darko' });
    await fireSocketEvent(serverEvents.groupMemberJoined, { groupId: group.id, user: memberOf(yaw, 'member') });
    expect(await screen.findByRole('link', { name: 'Members (3)' })).toBeInTheDocument();
    expect(memberRow('Yaw Darko')).toBeInTheDocument();

    await fireSocketEvent(serverEvents.groupMemberRemoved, { groupId: group.id, userId: yaw.id });
    expect(await screen.findByRole('link', { name: 'Members (2)' })).toBeInTheDocument();
  });

  it('takes me out of a group the moment I am removed from it', async () => {
    const { me, group } = setup('member');
    const kept = seedGroup({ name: 'Evidence crew', owner: me });
    const app = renderApp('/groups', { signedInAs: me });
    await screen.findByRole('link', { name: /Torts circle/ });
    await app.user.click(screen.getByRole('link', { name: /Torts circle/ }));
    await screen.findByRole('heading', { name: 'Torts circle', level: 1 });

    group.users = group.users.filter((user) => user.id !== me.id);
    await fireSocketEvent(serverEvents.groupMemberRemoved, { groupId: group.id, userId: me.id });

    expect(await screen.findByText('You are no longer a member of Torts circle.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Study groups' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/groups');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Torts circle/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Evidence crew/ })).toBeInTheDocument();
    expect(app.queryClient.getQueryData(groupsQueryOptions().queryKey)?.items.map((item) => item.id)).toEqual([kept.id]);
  });

  it('leaves a deleted group for the list', async () => {
    const { me, group } = setup('member');
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });
    await screen.findByRole('heading', { name: 'Torts circle', level: 1 });

    groupsDb.groups.delete(group.id);
    await fireSocketEvent(serverEvents.groupDeleted, { id: group.id });

    expect(await screen.findByText('Torts circle has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe('/groups'));
  });
});
