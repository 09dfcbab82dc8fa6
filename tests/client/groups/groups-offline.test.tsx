/*
 * Groups opened before, opened again with no connection: the saved copy (the query cache kept
 * in IndexedDB) shows at once, as the feed and notes do, instead of waiting for a server.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../mocks/db.ts';
import { seedGroup } from '../../mocks/groups-handlers.ts';
import { setOnline } from '../support/offline-writes.ts';
import { reloadApp, renderApp } from '../support/render-app.tsx';
import { useGroupsServer } from './support/setup-groups.ts';

useGroupsServer();

describe('groups with no connection', () => {
  it('opens the list and a group from the saved copy', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const group = seedGroup({ name: 'Torts circle', owner: me });
    const app = renderApp('/groups', { signedInAs: me, persist: true });
    await app.user.click(within(await screen.findByRole('main')).getByRole('link', { name: /Torts circle/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Torts circle' })).toBeInTheDocument();

    setOnline(false);
    const again = reloadApp(app, `/groups/${group.id}`, { signedInAs: me, persist: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Torts circle' })).toBeInTheDocument();

    reloadApp(again, '/groups', { signedInAs: me, persist: true });
    expect(await within(await screen.findByRole('main')).findByRole('link', { name: /Torts circle/ })).toBeInTheDocument();
    expect(screen.queryByText(/cannot be shown offline/)).not.toBeInTheDocument();
  });
});
