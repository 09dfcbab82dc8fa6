import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { buildMe, db } from '../mocks/db.ts';
import { currentPath, renderApp } from './support/render-app.tsx';

describe('the account menu (my avatar in the top bar)', () => {
  it('offers my profile, settings and sign out', async () => {
    const app = renderApp('/', { signedInAs: buildMe({ name: 'Ama Mensah' }) });
    await screen.findByRole('heading', { name: 'Welcome, Ama' });

    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My profile', 'Settings', 'Sign out']);

    await app.user.click(screen.getByRole('menuitem', { name: 'My profile' }));
    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/profile');
  });

  it('signs out from there, on the server and on this device', async () => {
    const app = renderApp('/', { signedInAs: buildMe({ name: 'Ama Mensah' }) });
    await screen.findByRole('heading', { name: 'Welcome, Ama' });

    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(db.sessionUserId).toBeNull();
    expect(currentPath(app)).toBe('/sign-in');
    expect(screen.queryByText('Authentication Error.')).not.toBeInTheDocument();
  });
});
