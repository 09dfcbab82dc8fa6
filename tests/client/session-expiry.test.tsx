import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORE_ROOT_KEY, useSessionStore } from '../../src/client/stores/session-store.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { addAccount, buildMe, db } from '../mocks/db.ts';
import { mockEndpoint } from '../mocks/endpoint.ts';
import { server } from '../mocks/server.ts';
import { memoryIdb } from './support/memory-idb-storage.ts';
import { currentPath, renderApp } from './support/render-app.tsx';

describe('session validation', () => {
  it('opens the app for a stored user whose session the server confirms', async () => {
    const me = buildMe({ name: 'Esi Owusu' });
    renderApp('/', { signedInAs: me });
    expect(await screen.findByRole('heading', { name: 'Welcome, Esi' })).toBeInTheDocument();
  });

  it('on a 401 shows the Authentication Error toast, clears local state and goes to sign-in', async () => {
    const me = buildMe({ name: 'Esi Owusu', institutionId: 1001 });
    const app = renderApp('/settings', { signedInAs: me, serverSession: false });
    expect(memoryIdb.has(STORE_ROOT_KEY)).toBe(true);

    expect(await screen.findByText('Authentication Error.')).toBeInTheDocument();
    expect(screen.getByText('You session has expired. Please login again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(useSessionStore.getState().schoolCode).toBeNull();
    await waitFor(() => expect(memoryIdb.has(STORE_ROOT_KEY)).toBe(false));
    expect(currentPath(app)).toBe('/sign-in?redirect=%2Fsettings');
    expect(screen.getAllByText('Authentication Error.')).toHaveLength(1);
  });

  it('treats a 401 from any later call the same way', async () => {
    const me = buildMe({ name: 'Esi Owusu' });
    const app = renderApp('/settings', { signedInAs: me });
    const sound = await screen.findByRole('switch', { name: 'Sound' });
    db.sessionUserId = null;
    await app.user.click(sound);

    expect(await screen.findByText('Authentication Error.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
  });

  it('opens a signed-in page when nothing is stored but the browser still holds a session', async () => {
    const me = buildMe({ name: 'Esi Owusu' });
    addAccount(me);
    db.sessionUserId = me.id;
    const app = renderApp('/settings');
    expect(await screen.findByRole('switch', { name: 'Sound' })).toBeInTheDocument();
    expect(useSessionStore.getState().user?.id).toBe(me.id);
    expect(currentPath(app)).toBe('/settings');
  });

  it('sends a visitor with nothing stored and no session to sign in, without the expiry toast', async () => {
    const app = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/sign-in?redirect=%2Fsettings');
    expect(screen.queryByText('Authentication Error.')).not.toBeInTheDocument();
  });

  it('keeps the stored user when the check fails for another reason (offline, server down)', async () => {
    server.use(mockEndpoint(endpoints.auth.validateToken, () => HttpResponse.error()));
    renderApp('/', { signedInAs: buildMe({ name: 'Esi Owusu' }) });
    expect(await screen.findByRole('heading', { name: 'Welcome, Esi' })).toBeInTheDocument();
    expect(screen.queryByText('Authentication Error.')).not.toBeInTheDocument();
  });
});
