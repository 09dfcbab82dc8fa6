import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOT_A_PHOTO } from '../../src/client/features/profile/components/avatar-field.tsx';
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

  it('refuses a file that is not a photo on the profile step at once, and takes a photo after it', async () => {
    const app = renderApp('/sign-up');
    await fillAccountStep(app);
    await app.user.selectOptions(await screen.findByLabelText('University or campus'), 'University of Cape Coast');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    const picker = await screen.findByLabelText('Add a profile photo');

    // As when a phone's picker is switched to "All files".
    const anyFile = userEvent.setup({ applyAccept: false, delay: null });
    await anyFile.upload(picker, new File(['%PDF-1.7'], 'contract-notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_A_PHOTO);
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('contract-notes.pdf')).not.toBeInTheDocument();

    await app.user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('me.png')).toBeInTheDocument();
    expect(screen.queryByText(NOT_A_PHOTO)).not.toBeInTheDocument();
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

  it('judges the password on step 1 as it is typed, by the server’s rule, with the reason under the field', async () => {
    const app = renderApp('/sign-up');
    const password = await screen.findByLabelText('Password');

    await app.user.type(password, 'ilove');
    expect(password).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(password).not.toHaveAttribute('aria-invalid');

    await app.user.type(password, 'you');
    // "iloveyou" is on the server's list of common passwords.
    await waitFor(() => expect(password).toHaveAccessibleDescription('This password is too common. Please choose a less predictable one.'));
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await app.user.type(screen.getByLabelText('Full name'), 'Kofi Boateng');
    await app.user.type(screen.getByLabelText('Email'), 'kofi@campus.test');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await app.user.type(password, '-at-the-moot-court');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Good: long enough and not a common password.'));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('keeps every choice when going Back and forth', async () => {
    const app = renderApp('/sign-up');
    await fillAccountStep(app);
    await app.user.selectOptions(await screen.findByLabelText('University or campus'), 'GIMPA Campus');
    await app.user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Kofi Boateng');
    expect(screen.getByLabelText('Email')).toHaveValue('kofi@campus.test');
    expect(screen.getByLabelText('Password')).toHaveValue('adinkra-symbols-9');

    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('University or campus')).toHaveValue('1015');
  });

  it('fills the email from an invite link', async () => {
    renderApp('/sign-up?email=ama%40campus.test');
    expect(await screen.findByLabelText('Email')).toHaveValue('ama@campus.test');
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('shows each campus under its university, keeping the ids', async () => {
    const app = renderApp('/sign-up');
    await fillAccountStep(app);
    await screen.findByLabelText('University or campus');

    const options = (name: string) =>
      within(screen.getByRole('group', { name })).getAllByRole('option').map((option) => [option.textContent, (option as HTMLOptionElement).value]);
    expect(options('GIMPA and its campuses')).toEqual([
      ['Ghana Institute of Management and Public Administration', '1003'],
      ['GIMPA Campus', '1015'],
    ]);
    expect(options('KNUST and its campuses')).toEqual([
      ['Kwame Nkrumah University of Science and Technology', '1001'],
      ['KNUST Campus', '1016'],
    ]);
    expect(options('UPSA and its campuses')).toEqual([
      ['University of Professional Studies', '1004'],
      ['UPSA Campus', '1017'],
    ]);
    expect(options('Other campuses')).toEqual([['Makola Campus', '1014']]);
    expect(options('Universities').map(([name]) => name)).not.toContain('Ghana Institute of Management and Public Administration');
    expect(options('Universities')).toContainEqual(['University of Ghana', '1000']);
  });
});
