import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { buildMe, db, DEFAULT_PASSWORD } from '../mocks/db.ts';
import { mockEndpoint } from '../mocks/endpoint.ts';
import { apiError } from '../mocks/errors.ts';
import { server } from '../mocks/server.ts';
import { currentPath, renderApp } from './support/render-app.tsx';

describe('settings', () => {
  it('saves a preference switch and says so', async () => {
    const me = buildMe();
    const app = renderApp('/settings', { signedInAs: me });
    const sound = await screen.findByRole('switch', { name: 'Sound' });
    expect(sound).toHaveAttribute('aria-checked', 'true');

    await app.user.click(sound);

    expect(await screen.findByText('You have successfully updated your preferences.')).toBeInTheDocument();
    expect(sound).toHaveAttribute('aria-checked', 'false');
    expect(db.accounts.get(me.id)?.me.preferences.sound).toBe(false);
    expect(useSessionStore.getState().user?.preferences.sound).toBe(false);
  });

  it('shows the failure toast and keeps the old value when saving fails', async () => {
    server.use(mockEndpoint(endpoints.auth.updatePreferences, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/settings', { signedInAs: buildMe() });
    const lowData = await screen.findByRole('switch', { name: 'Low-data mode' });

    await app.user.click(lowData);

    expect(await screen.findByText('There was an error updating your preferences.')).toBeInTheDocument();
    expect(lowData).toHaveAttribute('aria-checked', 'false');
  });

  it('switches to dark mode at once and stores it', async () => {
    const me = buildMe();
    const app = renderApp('/settings', { signedInAs: me });
    await app.user.click(await screen.findByRole('radio', { name: /Dark/ }));

    expect(document.documentElement).toHaveClass('dark');
    expect(await screen.findByText('You have successfully updated your preferences.')).toBeInTheDocument();
    expect(db.accounts.get(me.id)?.me.preferences.colorMode).toBe('dark');
    expect(useSessionStore.getState().colorMode).toBe('dark');
  });

  it('changes the password, then signs out', async () => {
    const me = buildMe();
    const app = renderApp('/settings', { signedInAs: me });
    await app.user.type(await screen.findByLabelText('Current password'), DEFAULT_PASSWORD);
    await app.user.type(screen.getByLabelText('New password'), 'a-brand-new-passphrase');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'a-brand-new-passphrase');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password successfully updated. Please login again')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(currentPath(app)).toBe('/sign-in');
  });

  it('shows the server message when the current password is wrong', async () => {
    const app = renderApp('/settings', { signedInAs: buildMe() });
    await app.user.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await app.user.type(screen.getByLabelText('New password'), 'a-brand-new-passphrase');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'a-brand-new-passphrase');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The password you entered is incorrect.')).toBeInTheDocument();
    expect(useSessionStore.getState().user).not.toBeNull();
  });

  it('signs out and forgets the user', async () => {
    const app = renderApp('/settings', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(db.sessionUserId).toBeNull();
  });

  it('deletes the account behind the confirmation dialog and the password', async () => {
    const me = buildMe();
    const app = renderApp('/settings', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Delete account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to continue with your action?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText('Your password'), DEFAULT_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Join Campus' })).toBeInTheDocument();
    expect(db.accounts.has(me.id)).toBe(false);
    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
  });

  it('says so when the account cannot be deleted', async () => {
    const me = buildMe();
    const app = renderApp('/settings', { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await app.user.type(within(dialog).getByLabelText('Your password'), 'not-my-password');
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    // The dialog stays open with the catalogue text and the server's reason in it, and the password can be typed again.
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('There was an error deleting your account')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The password you entered is incorrect.');
    expect(screen.getByRole('dialog', { name: 'Confirmation' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    expect(db.accounts.has(me.id)).toBe(true);

    await app.user.type(within(dialog).getByLabelText('Your password'), DEFAULT_PASSWORD);
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Join Campus' })).toBeInTheDocument();
    expect(db.accounts.has(me.id)).toBe(false);
  });

  it('names what deleting the account does under the spec’s question', async () => {
    const app = renderApp('/settings', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Your account, profile, notes, files and messages will be deleted for good.')).toBeInTheDocument();
  });

  it('refuses a new password equal to the current one before asking the server', async () => {
    const me = buildMe();
    let calls = 0;
    server.use(
      mockEndpoint(endpoints.auth.changePassword, () => {
        calls += 1;
      }),
    );
    const app = renderApp('/settings', { signedInAs: me });
    await app.user.type(await screen.findByLabelText('Current password'), DEFAULT_PASSWORD);
    await app.user.type(screen.getByLabelText('New password'), DEFAULT_PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm new password'), DEFAULT_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your new password must be different from your current password.')).toBeInTheDocument();
    expect(calls).toBe(0);
    expect(useSessionStore.getState().user).not.toBeNull();
  });
});
