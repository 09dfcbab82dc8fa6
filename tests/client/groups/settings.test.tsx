import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { groupsDb, seedGroup } from '../../mocks/groups-handlers.ts';
import { server } from '../../mocks/server.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { useGroupsServer } from './support/setup-groups.ts';

useGroupsServer();

const failure = () => apiError(500, 'INTERNAL', 'Something went wrong on our side.');

describe('group settings', () => {
  it('updates the name and description', async () => {
    const me = buildMe();
    const group = seedGroup({ name: 'Torts circle', owner: me, description: 'Old' });
    const app = renderApp(`/groups/${group.id}/settings`, { signedInAs: me });

    const name = await screen.findByLabelText('Name');
    await app.user.clear(name);
    await app.user.type(name, 'Torts study circle');
    await app.user.clear(screen.getByLabelText('Description'));
    await app.user.type(screen.getByLabelText('Description'), 'Fridays at 4');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Group updated successfully')).toBeInTheDocument();
    expect(group).toMatchObject({ name: 'Torts study circle', description: 'Fridays at 4', groupIcon: null });
    await app.user.click(screen.getByRole('link', { name: '← Back to Torts study circle' }));
    expect(await screen.findByRole('heading', { name: 'Torts study circle', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Fridays at 4')).toBeInTheDocument();
  });

  it('says "There was an error updating group" when saving fails', async () => {
    const me = buildMe();
    const group = seedGroup({ name: 'Torts circle', owner: me });
    server.use(mockEndpoint(endpoints.groups.update, failure));
    const app = renderApp(`/groups/${group.id}/settings`, { signedInAs: me });

    await app.user.type(await screen.findByLabelText('Name'), ' 2');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('There was an error updating group')).toBeInTheDocument();
  });

  it('deletes the group after confirmation and goes back to the list', async () => {
    const me = buildMe();
    const group = seedGroup({ name: 'Torts circle', owner: me });
    const app = renderApp(`/groups/${group.id}/settings`, { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Delete group' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Group deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe('/groups'));
    expect(await screen.findByText('You are not in any group yet.')).toBeInTheDocument();
    expect(groupsDb.groups.size).toBe(0);
  });

  it('says "There was an error deleting group" when deletion fails', async () => {
    const me = buildMe();
    const group = seedGroup({ name: 'Torts circle', owner: me });
    server.use(mockEndpoint(endpoints.groups.delete, failure));
    const app = renderApp(`/groups/${group.id}/settings`, { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Delete group' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('There was an error deleting group')).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/groups/${group.id}/settings`);
  });

  it('gives an admin the form but not deletion, and a member neither', async () => {
    const owner = buildMe({ name: 'Efua Owusu' });
    const admin = buildMe({ name: 'Ama Mensah' });
    const group = seedGroup({ name: 'Torts circle', owner, members: [[admin, 'admin']] });
    renderApp(`/groups/${group.id}/settings`, { signedInAs: admin });

    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete group' })).not.toBeInTheDocument();
  });
});
