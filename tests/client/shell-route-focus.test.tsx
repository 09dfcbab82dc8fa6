import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addAccount, buildMe, DEFAULT_PASSWORD } from '../mocks/db.ts';
import { currentPath, renderApp } from './support/render-app.tsx';

vi.mock('../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

/** The polite live region that speaks the new page's title. */
const announcer = () => document.querySelector<HTMLElement>('p[aria-live="polite"][aria-atomic="true"]');
const main = () => document.getElementById('main');
const sidebar = async () => (await screen.findAllByRole('navigation', { name: 'Main' }))[0] as HTMLElement;

describe('moving to another page', () => {
  it('puts focus on the page’s main region and announces its title', async () => {
    const app = renderApp('/feed', { signedInAs: buildMe({ name: 'Ama Mensah' }) });
    await screen.findByRole('heading', { name: 'Feed', level: 1 });
    // The first load is the browser's own: nothing is moved or spoken.
    expect(main()).not.toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();

    await app.user.click(within(await sidebar()).getByRole('link', { name: 'Notes' }));

    expect(await screen.findByRole('heading', { name: 'Notes', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(main()).toHaveFocus());
    expect(announcer()).toHaveTextContent(/^Notes · Campus$/);
  });

  it('leaves focus and says nothing when only the search changes (a filter, a tab)', async () => {
    const app = renderApp('/feed', { signedInAs: buildMe({ name: 'Ama Mensah' }) });
    const tabs = await screen.findByRole('navigation', { name: 'Feed scope' });

    const following = within(tabs).getByRole('link', { name: 'Following' });
    await app.user.click(following);

    await waitFor(() => expect(following).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(app.router.state.resolvedLocation?.search).toEqual({ scope: 'following' }));
    expect(following).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();

    // A page change after it is spoken, so the quiet above was not a region that never speaks.
    await app.user.click(within(await sidebar()).getByRole('link', { name: 'Study' }));
    await waitFor(() => expect(main()).toHaveFocus());
    expect(announcer()).toHaveTextContent(/ · Campus$/);
    expect(announcer()).not.toHaveTextContent('Feed');
  });

  it('keeps focus in the top bar’s search field, which opens the search page as one types', async () => {
    const app = renderApp('/feed', { signedInAs: buildMe({ name: 'Ama Mensah' }) });
    const field = await screen.findByRole('searchbox', { name: 'Search Campus' });

    await app.user.type(field, 'contract');

    await waitFor(() => expect(currentPath(app)).toBe('/search?q=contract'));
    await waitFor(() => expect(announcer()).toHaveTextContent(/Search · Campus$/));
    expect(field).toHaveFocus();
  });

  it('lands on the home page’s main region after signing in', async () => {
    addAccount(buildMe({ name: 'Ama Mensah', email: 'ama@campus.test' }));
    const app = renderApp('/sign-in');
    await app.user.type(await screen.findByLabelText('Email'), 'ama@campus.test');
    await app.user.type(screen.getByLabelText('Password'), DEFAULT_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ama' })).toBeInTheDocument();
    await waitFor(() => expect(main()).toHaveFocus());
    expect(announcer()).toHaveTextContent(/^Home · Campus$/);
  });
});
