import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/endpoints.ts';
import { RESET_TOKEN } from '../mocks/auth-handlers.ts';
import { buildMe } from '../mocks/db.ts';
import { mockEndpoint } from '../mocks/endpoint.ts';
import { apiError } from '../mocks/errors.ts';
import { server } from '../mocks/server.ts';
import { currentPath, renderApp } from './support/render-app.tsx';

describe('password reset', () => {
  it('asks for a reset link and confirms it was sent', async () => {
    const app = renderApp('/forgot-password');
    await app.user.type(await screen.findByLabelText('Email'), 'ama@campus.test');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Password Reset Link Sent.')).toBeInTheDocument();
    expect(screen.getByText('A password reset link has been sent to your email.')).toBeInTheDocument();
  });

  it('shows the generic error when the link cannot be sent', async () => {
    server.use(mockEndpoint(endpoints.auth.requestResetLink, () => apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait and try again.')));
    const app = renderApp('/forgot-password');
    await app.user.type(await screen.findByLabelText('Email'), 'ama@campus.test');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait and try again.')).toBeInTheDocument();
  });

  it('sets a new password with the token from the mail, then goes to sign-in', async () => {
    const app = renderApp(`/reset-password?token=${RESET_TOKEN}`);
    await app.user.type(await screen.findByLabelText('New password'), 'fresh-passphrase-22');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'fresh-passphrase-22');
    await app.user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Password Updated.')).toBeInTheDocument();
    expect(screen.getByText('Your password has been updated.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/sign-in');
  });

  it('goes to sign-in from a browser still signed in, the reset having ended that session too', async () => {
    const app = renderApp(`/reset-password?token=${RESET_TOKEN}`, { signedInAs: buildMe({ name: 'Ama Mensah' }) });
    await app.user.type(await screen.findByLabelText('New password'), 'fresh-passphrase-22');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'fresh-passphrase-22');
    await app.user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/sign-in');
    expect(screen.queryByText('Authentication Error.')).not.toBeInTheDocument();
  });

  it('shows the server message for a used or expired link', async () => {
    const app = renderApp('/reset-password?token=old-token');
    await app.user.type(await screen.findByLabelText('New password'), 'fresh-passphrase-22');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'fresh-passphrase-22');
    await app.user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('This reset link is invalid or has expired. Please ask for a new one.')).toBeInTheDocument();
  });

  it('explains a link without a token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });
});
