import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { addAccount, buildMe, db, summaryOf } from '../../mocks/db.ts';
import { buildNotification } from '../../mocks/notifications-handlers.ts';
import { fireSocketEvent } from '../support/fake-socket.ts';
import { renderApp } from '../support/render-app.tsx';
import { stat } from './support/profile-page.ts';

function account(id: string) {
  const found = db.accounts.get(id);
  if (!found) throw new Error(`no account ${id}`);
  return found;
}

describe('relation buttons follow live notifications', () => {
  it('offers "Accept collaboration" once their request arrives while I look at their profile', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other);
    renderApp(`/profile/${other.id}`, { signedInAs: me });
    expect(await screen.findByRole('button', { name: 'Collaborate' })).toBeInTheDocument();

    // Yaw taps Collaborate on my profile: the server now holds his request, and tells me.
    account(other.id).collaboration = 'incoming';
    await fireSocketEvent(
      serverEvents.newNotification,
      buildNotification(me.id, { type: 'collaborate', actor: other, message: 'Yaw Darko wants to collaborate with you', link: `/profile/${other.id}` }),
    );

    expect(await screen.findByRole('button', { name: 'Accept collaboration' })).toBeInTheDocument();
    expect(screen.getByText('Wants to collaborate with you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collaborate' })).not.toBeInTheDocument();
  });

  it('shows "Stop collaborating", not "Cancel collaboration request", once they accept', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other, { collaboration: 'requested' });
    renderApp(`/profile/${other.id}`, { signedInAs: me });
    expect(await screen.findByRole('button', { name: 'Cancel collaboration request' })).toBeInTheDocument();

    account(other.id).collaboration = 'mutual';
    await fireSocketEvent(
      serverEvents.newNotification,
      buildNotification(me.id, { type: 'collaborate', actor: other, message: 'Yaw Darko accepted your collaboration request', link: `/profile/${other.id}` }),
    );

    expect(await screen.findByRole('button', { name: 'Stop collaborating' })).toBeInTheDocument();
    expect(screen.getByText('You collaborate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel collaboration request' })).not.toBeInTheDocument();
  });

  it('offers "Follow back" once they follow me while I look at their profile', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other, { followingCount: 0 });
    renderApp(`/profile/${other.id}`, { signedInAs: me });
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();

    Object.assign(account(other.id), { followsMe: true, followingCount: 1 });
    const newNotification = buildNotification(me.id, { type: 'follow', actor: other, message: 'Yaw Darko started following you', link: `/profile/${other.id}` });
    await fireSocketEvent(serverEvents.newFollower, { follower: summaryOf(other), newNotification });

    expect(await screen.findByRole('button', { name: 'Follow back' })).toBeInTheDocument();
    expect(screen.getByText('Follows you')).toBeInTheDocument();
    expect(stat('Following')).toBe('1');
  });

  it('counts a new follower on my own profile at once', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other);
    renderApp('/profile', { signedInAs: me });
    const activity = await screen.findByRole('region', { name: 'Photo and activity' });
    await within(activity).findByText('Followers');
    expect(stat('Followers')).toBe('0');

    account(me.id).followersCount = 1;
    const newNotification = buildNotification(me.id, { type: 'follow', actor: other, message: 'Yaw Darko started following you', link: `/profile/${other.id}` });
    await fireSocketEvent(serverEvents.newFollower, { follower: summaryOf(other), newNotification });

    await within(activity).findByText('1');
    expect(stat('Followers')).toBe('1');
  });
});
