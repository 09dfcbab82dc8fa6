import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORE_ROOT_KEY, useSessionStore } from '../../src/client/stores/session-store.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { addAccount, buildMe, db, DEFAULT_PASSWORD } from '../mocks/db.ts';
import { mockEndpoint } from '../mocks/endpoint.ts';
import { server } from '../mocks/server.ts';
import { holdEndpoint } from './support/hold-endpoint.ts';
import { memoryIdb } from './support/memory-idb-storage.ts';
import { fireSocketEvent } from './support/fake-socket.ts';
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

describe('a session revoked elsewhere (password changed on another device)', () => {
  it('goes to the signed-out state as soon as the server closes the socket, with the spec’s toast', async () => {
    const me = buildMe({ name: 'Esi Owusu' });
    const app = renderApp('/settings', { signedInAs: me });
    await screen.findByRole('heading', { name: 'Settings' });
    // No request is made after the close: the socket's reason alone ends the session.
    server.use(mockEndpoint(endpoints.auth.validateToken, () => HttpResponse.error()));

    await fireSocketEvent('disconnect', 'io server disconnect');

    expect(await screen.findByText('Authentication Error.')).toBeInTheDocument();
    expect(screen.getByText('You session has expired. Please login again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(currentPath(app)).toBe('/sign-in?redirect=%2Fsettings');
  });

  it('keeps the session when the connection merely drops', async () => {
    renderApp('/settings', { signedInAs: buildMe({ name: 'Esi Owusu' }) });
    await screen.findByRole('heading', { name: 'Settings' });
    await fireSocketEvent('disconnect', 'transport close');
    await fireSocketEvent('disconnect', 'ping timeout');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText('Authentication Error.')).not.toBeInTheDocument();
    expect(useSessionStore.getState().user).not.toBeNull();
  });

  it('does not call it an expiry when this tab changed the password itself', async () => {
    const app = renderApp('/settings', { signedInAs: buildMe() });
    await app.user.type(await screen.findByLabelText('Current password'), DEFAULT_PASSWORD);
    await app.user.type(screen.getByLabelText('New password'), 'a-brand-new-passphrase');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'a-brand-new-passphrase');
    // The server closes this tab's socket before its answer arrives.
    const held = holdEndpoint(endpoints.auth.changePassword);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    await fireSocketEvent('disconnect', 'io server disconnect');
    held.release();

    expect(await screen.findByText('Password successfully updated. Please login again')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Authentication Error.')).not.toBeInTheDocument();
  });
});
