import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { addAccount, buildMe, db, findByEmail } from '../mocks/db.ts';
import { mockEndpoint } from '../mocks/endpoint.ts';
import { server } from '../mocks/server.ts';
import { currentPath, renderApp } from './support/render-app.tsx';

async function fillAccountStep(app: ReturnType<typeof renderApp>, email = 'kofi@campus.test') {
  await app.user.type(await screen.findByLabelText('Full name'), 'Kofi Boateng');
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), 'adinkra-symbols-9');
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-up', () => {
  it('walks through account, university and profile, counting the steps', async () => {
    let signUpBody: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/auth/signup')) signUpBody = await request.clone().json();
    });
    const app = renderApp('/sign-up');

    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    await fillAccountStep(app);

    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(db.accounts.size).toBe(0);
    const select = await screen.findByLabelText('University or campus');
    expect(screen.getByRole('group', { name: 'Universities' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Campuses' })).toBeInTheDocument();
    await app.user.selectOptions(select, 'University of Cape Coast');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(signUpBody).toEqual({ name: 'Kofi Boateng', email: 'kofi@campus.test', password: 'adinkra-symbols-9', institutionId: 1002 });
    expect(useSessionStore.getState().user?.nameOfUniversity).toBe('University of Cape Coast');

    await app.user.type(screen.getByLabelText('Bio'), 'Level 200 law student.');
    await app.user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('Profile update successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Kofi' })).toBeInTheDocument();
    expect(findByEmail('kofi@campus.test')?.me.bio).toBe('Level 200 law student.');
    expect(useSessionStore.getState().signupStep).toBe(1);
    expect(currentPath(app)).toBe('/');
  });

  it('asks for a university before creating the account', async () => {
    const app = renderApp('/sign-up');
    await fillAccountStep(app);
    await screen.findByLabelText('University or campus');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Choose your university or campus.')).toBeInTheDocument();
    expect(db.accounts.size).toBe(0);
  });

  it('shows the server message when the account cannot be created', async () => {
    addAccount(buildMe({ email: 'kofi@campus.test' }));
    const app = renderApp('/sign-up');
    await fillAccountStep(app, 'kofi@campus.test');
    await app.user.selectOptions(await screen.findByLabelText('University or campus'), 'Ashesi University');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('falls back to the catalogue text when the server gives no message', async () => {
    server.use(mockEndpoint(endpoints.auth.signUp, () => new HttpResponse('upstream down', { status: 502 })));
    const app = renderApp('/sign-up');
    await fillAccountStep(app);
    await app.user.selectOptions(await screen.findByLabelText('University or campus'), 'Ashesi University');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Unable to create user account.')).toBeInTheDocument());
  });

  it('validates the account step', async () => {
    const app = renderApp('/sign-up');
    await app.user.type(await screen.findByLabelText('Password'), 'short');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });
});
