import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addAccount, buildMe, summaryOf } from '../mocks/db.ts';
import { seedGroup, seedInvite } from '../mocks/groups-handlers.ts';
import { seedConversation, seedMessage } from '../mocks/messaging-handlers.ts';
import { seedNotification } from '../mocks/notifications-handlers.ts';
import { seedQueueItem } from '../mocks/safety-handlers.ts';
import { renderApp } from './support/render-app.tsx';

vi.mock('../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

/** An admin with something waiting in every badged area: 3 notifications, 1 message, 1 report, 1 invite. */
function seedEverything() {
  const admin = buildMe({ name: 'Admin Adjoa', role: 'admin' });
  const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
  for (const message of ['Kofi Boateng liked your post', 'Kofi Boateng commented on your post', 'Kofi Boateng started following you']) {
    seedNotification(admin.id, { actor: kofi, message });
  }
  seedMessage(seedConversation(summaryOf(admin), summaryOf(kofi)).id, summaryOf(kofi), 'Are you coming?');
  seedQueueItem({
    targetType: 'post',
    targetId: 'post-0001',
    content: { type: 'post', post: { id: 'post-0001', author: summaryOf(kofi), title: null, body: 'Buy followers cheap', createdAt: new Date().toISOString() } },
  });
  seedInvite(seedGroup({ name: 'Torts circle', owner: kofi }), kofi, admin);
  return admin;
}

describe('the main navigation’s badges', () => {
  it('are spoken after the label in the sidebar and the bottom bar: "Messages, 1 unread"', async () => {
    renderApp('/feed', { signedInAs: seedEverything() });
    const [sidebar, bottomBar] = (await screen.findAllByRole('navigation', { name: 'Main' })) as [HTMLElement, HTMLElement];

    expect(await within(sidebar).findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute('href', '/notifications');
    expect(await within(sidebar).findByRole('link', { name: 'Messages, 1 unread' })).toHaveAttribute('href', '/messages');
    expect(await within(sidebar).findByRole('link', { name: 'Moderation, 1 open' })).toHaveAttribute('href', '/moderation');
    expect(await within(sidebar).findByRole('link', { name: 'Groups, 1 invite' })).toHaveAttribute('href', '/groups');
    expect(within(sidebar).getByRole('link', { name: 'Feed' })).toBeInTheDocument();

    expect(within(bottomBar).getByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(within(bottomBar).getByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  });

  it('read the same way in the phone’s "More" sheet', async () => {
    const app = renderApp('/feed', { signedInAs: seedEverything() });
    const bottomBar = (await screen.findAllByRole('navigation', { name: 'Main' }))[1] as HTMLElement;
    await within(bottomBar).findByRole('link', { name: 'Messages, 1 unread' });

    await app.user.click(within(bottomBar).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('list', { name: 'More areas' });
    expect(await within(sheet).findByRole('link', { name: 'Moderation, 1 open' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Groups, 1 invite' })).toBeInTheDocument();
  });
});
