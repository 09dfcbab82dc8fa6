import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addAccount, buildMe, DEFAULT_PASSWORD } from '../mocks/db.ts';
import { currentPath, renderApp } from './support/render-app.tsx';

describe('sign-in', () => {
  it('signs in, says so in a toast and opens the home page', async () => {
    const me = buildMe({ name: 'Ama Mensah', email: 'ama@campus.test', institutionId: 1001 });
    addAccount(me);
    const app = renderApp('/sign-in');

    await app.user.type(await screen.findByLabelText('Email'), 'ama@campus.test');
    await app.user.type(screen.getByLabelText('Password'), DEFAULT_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ama' })).toBeInTheDocument();
    expect(screen.getAllByText('Kwame Nkrumah University of Science and Technology').length).toBeGreaterThan(0);
    expect(currentPath(app)).toBe('/');
  });

  it('shows the catalogue toast for a wrong password and stays put', async () => {
    addAccount(buildMe({ email: 'ama@campus.test' }));
    const app = renderApp('/sign-in');

    await app.user.type(await screen.findByLabelText('Email'), 'ama@campus.test');
    await app.user.type(screen.getByLabelText('Password'), 'not-the-password');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/sign-in');
  });

  it('takes the failure toast away when the next attempt succeeds, and keeps one failure toast for many failures', async () => {
    addAccount(buildMe({ name: 'Ama Mensah', email: 'ama@campus.test' }));
    const app = renderApp('/sign-in');
    const password = await screen.findByLabelText('Password');
    await app.user.type(screen.getByLabelText('Email'), 'ama@campus.test');
    await app.user.type(password, 'not-the-password');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByText('Email or password is incorrect.')).toHaveLength(1);

    await app.user.clear(password);
    await app.user.type(password, DEFAULT_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('You have successfully logged in.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Email or password is incorrect.')).not.toBeInTheDocument());
    expect(screen.queryByText('An error occurred.')).not.toBeInTheDocument();
  });

  it('checks the form before calling the server', async () => {
    const app = renderApp('/sign-in');
    await app.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in and back where they were going', async () => {
    addAccount(buildMe({ email: 'ama@campus.test' }));
    const app = renderApp('/settings');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentPath(app)).toBe('/sign-in?redirect=%2Fsettings');

    await app.user.type(screen.getByLabelText('Email'), 'ama@campus.test');
    await app.user.type(screen.getByLabelText('Password'), DEFAULT_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe('/settings'));
    // The sidebar comes first; the phone's bottom bar leaves Settings to the top bar.
    const [sidebar] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(within(sidebar as HTMLElement).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });
});
