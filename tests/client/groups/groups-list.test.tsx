import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { groupsDb, seedGroup, seedInvite } from '../../mocks/groups-handlers.ts';
import { server } from '../../mocks/server.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { useGroupsServer } from './support/setup-groups.ts';

useGroupsServer();

function groupNames(): string[] {
  const list = screen.getByRole('list', { name: 'My groups' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('.font-semibold')?.textContent ?? '');
}

describe('groups list', () => {
  it('lists my groups and shows pending invites', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const other = buildMe({ name: 'Kofi Boateng' });
    seedGroup({ name: 'Land law revision', owner: me, description: 'Weekly past questions' });
    seedGroup({ name: 'Moot court team', owner: other, members: [[me, 'member']] });
    seedInvite(seedGroup({ name: 'Torts circle', owner: other }), other, me);
    renderApp('/groups', { signedInAs: me });

    expect(await screen.findByRole('heading', { name: 'Study groups' })).toBeInTheDocument();
    await waitFor(() => expect(groupNames()).toEqual(['Moot court team', 'Land law revision']));
    expect(screen.getByText('Weekly past questions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Invites/ })).toHaveTextContent('1');
  });

  it('creates a group with a generated icon and puts it at the front', async () => {
    const me = buildMe();
    seedGroup({ name: 'Older group', owner: me });
    const app = renderApp('/groups', { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await app.user.type(within(dialog).getByLabelText('Name'), 'Equity and trusts');
    await app.user.type(within(dialog).getByLabelText(/Description/), 'Cases every Friday');
    await within(dialog).findByRole('option', { name: 'Law of Torts' });
    await app.user.selectOptions(within(dialog).getByLabelText('Topic'), 'Law of Torts');
    expect(within(dialog).getByRole('radio', { name: 'Initials' })).toBeChecked();
    await app.user.click(within(dialog).getByRole('button', { name: 'Create group' }));

    expect(await screen.findByText('Group created successfully created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = [...groupsDb.groups.values()].find((group) => group.name === 'Equity and trusts');
    expect(created).toMatchObject({ description: 'Cases every Friday', topicId: 'law-of-torts', groupIcon: null });
    // The new group opens at once.
    expect(await screen.findByRole('heading', { name: 'Equity and trusts', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/groups/${created?.id}`);

    await app.user.click(screen.getByRole('link', { name: '← All groups' }));
    await waitFor(() => expect(groupNames()).toEqual(['Equity and trusts', 'Older group']));
    const card = screen.getByRole('link', { name: /Equity and trusts/ });
    expect(within(card).getByTestId('generated-group-icon')).toHaveTextContent('ET');
  });

  it('opens the New group dialog ready to type the name', async () => {
    const app = renderApp('/groups', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    // The Name field has focus, not the Close button.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await app.user.keyboard('Equity');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Equity');
  });

  it('checks the name before asking the server', async () => {
    const app = renderApp('/groups', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await app.user.type(within(dialog).getByLabelText('Name'), 'ab');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create group' }));

    expect(within(dialog).getByText('Give the group a name of 3 to 80 characters.')).toBeInTheDocument();
    expect(groupsDb.groups.size).toBe(0);
  });

  it('says "An error occurred." when the group cannot be created', async () => {
    server.use(mockEndpoint(endpoints.groups.create, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/groups', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await app.user.type(within(dialog).getByLabelText('Name'), 'Company law');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create group' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New group' })).toBeInTheDocument();
    expect(screen.queryByText('Group created successfully created')).not.toBeInTheDocument();
  });

  it('only logs a failure to load the list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mockEndpoint(endpoints.groups.list, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    renderApp('/groups', { signedInAs: buildMe() });

    await screen.findByRole('heading', { name: 'Study groups' });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[groups] loading the groups list failed', expect.anything()));
    expect(screen.queryByText('An error occurred.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My groups' })).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
