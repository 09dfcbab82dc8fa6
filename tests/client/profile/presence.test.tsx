import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { addAccount, buildMe, summaryOf } from '../../mocks/db.ts';
import { fireSocketEvent } from '../support/fake-socket.ts';
import { renderApp } from '../support/render-app.tsx';

/** The profile card of `name`, once it shows. */
async function profileCard(name: string) {
  const card = (await screen.findByRole('heading', { name, level: 1 })).closest('article');
  if (!card) throw new Error(`no profile card for ${name}`);
  return within(card);
}

describe('presence on a profile', () => {
  it('goes offline when the live presence list no longer has them, though the profile was read as online', async () => {
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other, { online: true });
    renderApp(`/profile/${other.id}`, { signedInAs: buildMe() });

    const card = await profileCard('Yaw Darko');
    // Before the socket has said who is online, the profile's own answer stands in.
    expect(card.getByText(/Online/)).toBeInTheDocument();

    await fireSocketEvent(serverEvents.getUsers, [summaryOf(other)]);
    expect(card.getByText(/Online/)).toBeInTheDocument();

    // They left, or turned "Show online status" off: the list changes without them.
    await fireSocketEvent(serverEvents.getUsers, []);
    expect(card.queryByText(/Online/)).not.toBeInTheDocument();
    expect(card.getByText(/Joined/)).toBeInTheDocument();
  });

  it('shows someone online as soon as the live list has them', async () => {
    const other = buildMe({ name: 'Yaw Darko' });
    addAccount(other, { online: false });
    renderApp(`/profile/${other.id}`, { signedInAs: buildMe() });

    const card = await profileCard('Yaw Darko');
    expect(card.queryByText(/Online/)).not.toBeInTheDocument();
    await fireSocketEvent(serverEvents.getUsers, [summaryOf(other)]);
    expect(card.getByText(/Online/)).toBeInTheDocument();
  });

  it('keeps the profile’s own answer for someone the live list does not cover, since it holds my contacts only', async () => {
    const other = buildMe({ name: 'Abena Ofori' });
    addAccount(other, { online: true });
    renderApp(`/profile/${other.id}`, { signedInAs: buildMe() });

    const card = await profileCard('Abena Ofori');
    await fireSocketEvent(serverEvents.getUsers, []);
    expect(card.getByText(/Online/)).toBeInTheDocument();
  });
});
