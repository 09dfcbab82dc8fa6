import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { endpoints } from '../../src/contract/endpoints.ts';
import { addAccount, buildMe, db } from '../mocks/db.ts';
import { mockEndpoint } from '../mocks/endpoint.ts';
import { apiError } from '../mocks/errors.ts';
import { server } from '../mocks/server.ts';
import { toggleFollowFor } from '../mocks/users-handlers.ts';
import { deferred } from './support/deferred.ts';
import { currentPath, renderApp } from './support/render-app.tsx';

function followersCount(): string | null | undefined {
  return screen.getByText('Followers').parentElement?.querySelector('dd')?.textContent;
}

/** Holds toggle-follow until `release()`, then answers as the normal handler would (or fails). */
function holdFollow(outcome: 'answer' | 'fail') {
  const gate = deferred();
  server.use(
    mockEndpoint(endpoints.users.toggleFollow, async ({ params }) => {
      await gate.promise;
      if (outcome === 'fail') return apiError(500, 'INTERNAL', 'Something went wrong on our side.');
      return toggleFollowFor(params.followingId);
    }),
  );
  return gate;
}

describe('profiles', () => {
  it('shows another student with counts, bio and presence', async () => {
    const other = buildMe({ name: 'Yaw Darko', bio: 'Moot court captain.', institutionId: 1002 });
    addAccount(other, { followersCount: 12, followingCount: 3, postsCount: 7, online: true, followsMe: true });
    renderApp(`/profile/${other.id}`, { signedInAs: buildMe() });

    expect(await screen.findByRole('heading', { name: 'Yaw Darko', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Moot court captain.')).toBeInTheDocument();
    expect(followersCount()).toBe('12');
    expect(screen.getByText(/Online/)).toBeInTheDocument();
    expect(screen.getByText('Follows you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collaborate' })).toBeInTheDocument();
  });

  it('offers "Follow back" to someone who follows me, and "Unfollow" once I do', async () => {
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other, { followsMe: true });
    const app = renderApp(`/profile/${other.id}`, { signedInAs: buildMe() });

    await app.user.click(await screen.findByRole('button', { name: 'Follow back' }));

    expect(await screen.findByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('highlights "My profile" in the sidebar on my own profile only', async () => {
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other);
    const app = renderApp(`/profile/${other.id}`, { signedInAs: buildMe() });
    const myProfile = () => within(document.getElementById('sidebar') as HTMLElement).getByRole('link', { name: 'My profile' });

    await screen.findByRole('heading', { name: 'Yaw Darko', level: 1 });
    expect(myProfile()).not.toHaveAttribute('aria-current');

    await app.user.click(myProfile());
    await screen.findByRole('heading', { name: 'My profile', level: 1 });
    expect(myProfile()).toHaveAttribute('aria-current', 'page');
  });

  it('follows at once, before the server answers, then keeps the server count', async () => {
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other, { followersCount: 4 });
    const gate = holdFollow('answer');
    const app = renderApp(`/profile/${other.id}`, { signedInAs: buildMe() });

    await app.user.click(await screen.findByRole('button', { name: 'Follow' }));

    // The server's answer is held until gate.resolve(): what shows meanwhile is the optimistic follow.
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    expect(followersCount()).toBe('5');
    gate.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow' })).toBeEnabled());
    expect(db.accounts.get(other.id)?.isFollowing).toBe(true);
    expect(followersCount()).toBe('5');
  });

  it('rolls the follow back and says so when the server fails', async () => {
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other, { followersCount: 4 });
    const gate = holdFollow('fail');
    const app = renderApp(`/profile/${other.id}`, { signedInAs: buildMe() });

    await app.user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    gate.resolve();

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(followersCount()).toBe('4');
  });

  it('moves the collaboration through its states', async () => {
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other, { collaboration: 'incoming' });
    const app = renderApp(`/profile/${other.id}`, { signedInAs: buildMe() });

    expect(await screen.findByText('Wants to collaborate with you')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Accept collaboration' }));
    expect(await screen.findByRole('button', { name: 'Stop collaborating' })).toBeInTheDocument();
    expect(screen.getByText('You collaborate')).toBeInTheDocument();
    await waitFor(() => expect(db.accounts.get(other.id)?.collaboration).toBe('mutual'));
  });

  it('sends me from my own id to my editable profile and saves changes', async () => {
    const me = buildMe({ name: 'Ama Mensah', institutionId: 1000 });
    const app = renderApp(`/profile/${me.id}`, { signedInAs: me });

    expect(await screen.findByRole('heading', { name: 'My profile', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe('/profile');
    const form = screen.getByRole('heading', { name: 'Edit profile' }).parentElement as HTMLElement;
    await app.user.clear(within(form).getByLabelText('Bio'));
    await app.user.type(within(form).getByLabelText('Bio'), 'Land law enthusiast.');
    await app.user.selectOptions(await within(form).findByLabelText('University or campus'), 'Ashesi University');
    await app.user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile update successfully')).toBeInTheDocument();
    expect(db.accounts.get(me.id)?.me.bio).toBe('Land law enthusiast.');
    expect(useSessionStore.getState().user?.nameOfUniversity).toBe('Ashesi University');
    expect(useSessionStore.getState().schoolCode).toBe(1008);
  });

  it('says so when the profile cannot be saved', async () => {
    server.use(mockEndpoint(endpoints.auth.updateProfile, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/profile', { signedInAs: buildMe() });
    await app.user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('There was an error updating your profile')).toBeInTheDocument();
  });

  it('finds people from the home page and links to their profiles', async () => {
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other);
    addAccount(buildMe({ name: 'Efua Sarpong' }));
    const app = renderApp('/', { signedInAs: buildMe({ name: 'Ama Mensah' }) });

    await app.user.type(await screen.findByRole('searchbox', { name: 'Search people' }), 'yaw');
    const results = await screen.findByRole('list', { name: 'People matching “yaw”' });
    expect(within(results).queryByText('Efua Sarpong')).not.toBeInTheDocument();
    await app.user.click(within(results).getByRole('link', { name: /Yaw Darko/ }));

    expect(await screen.findByRole('heading', { name: 'Yaw Darko', level: 1 })).toBeInTheDocument();
    expect(currentPath(app)).toBe(`/profile/${other.id}`);
  });
});
