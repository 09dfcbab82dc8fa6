import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { BLOCKED_MESSAGE } from '../../../src/contract/safety.ts';
import { addAccount, buildMe } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { groupsHandlers, seedGroup, seedMessage as seedGroupMessage } from '../../mocks/groups-handlers.ts';
import { resetMessagingDb, seedConversation, seedMessage } from '../../mocks/messaging-handlers.ts';
import { resetPostsDb } from '../../mocks/posts-handlers.ts';
import { safetyDb, seedBlock } from '../../mocks/safety-handlers.ts';
import { server } from '../../mocks/server.ts';
import { renderApp } from '../support/render-app.tsx';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetPostsDb();
  resetMessagingDb();
});

function people() {
  const me = buildMe({ name: 'Ama Mensah' });
  const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
  return { me, kofi };
}

type App = ReturnType<typeof renderApp>;

async function pick(app: App, menu: string, item: string) {
  await app.user.click(await screen.findByRole('button', { name: menu }));
  await app.user.click(screen.getByRole('menuitem', { name: item }));
}

const composer = () => screen.queryByRole('textbox', { name: 'Write a message' });

describe('blocking', () => {
  it('blocks from a profile after asking, then offers to unblock', async () => {
    const { me, kofi } = people();
    const app = renderApp(`/profile/${kofi.id}`, { signedInAs: me });
    await screen.findByRole('heading', { name: 'Kofi Boateng', level: 1 });

    await pick(app, 'More actions on Kofi Boateng', 'Block Kofi Boateng');
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('You blocked Kofi Boateng.')).toBeInTheDocument();
    expect(safetyDb.blocks.get(me.id)).toEqual([kofi.id]);
    await pick(app, 'More actions on Kofi Boateng', 'Unblock Kofi Boateng');
    expect(await screen.findByText('You unblocked Kofi Boateng.')).toBeInTheDocument();
    expect(safetyDb.blocks.get(me.id)).toEqual([]);
  });

  it('says why when a block refuses a new conversation', async () => {
    const { me, kofi } = people();
    seedBlock(kofi.id, me.id);
    server.use(mockEndpoint(endpoints.messaging.startConversation, () => apiError(403, 'BLOCKED', BLOCKED_MESSAGE)));
    const app = renderApp(`/profile/${kofi.id}`, { signedInAs: me });
    await app.user.click(await screen.findByRole('button', { name: 'Message' }));
    expect(await screen.findByText(BLOCKED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('An error occurred.')).toBeInTheDocument();
  });

  it('lists the people I blocked in settings, each with Unblock', async () => {
    const { me, kofi } = people();
    const efua = addAccount(buildMe({ name: 'Efua Owusu' })).me;
    seedBlock(me.id, kofi.id);
    seedBlock(me.id, efua.id);
    const app = renderApp('/settings', { signedInAs: me });

    const list = await screen.findByRole('list', { name: 'Blocked people' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Efua Owusu', 'Kofi Boateng']);
    await app.user.click(within(list).getByRole('button', { name: 'Unblock Efua Owusu' }));

    await waitFor(() => expect(within(list).queryByText('Efua Owusu')).not.toBeInTheDocument());
    expect(safetyDb.blocks.get(me.id)).toEqual([kofi.id]);
    await app.user.click(within(list).getByRole('button', { name: 'Unblock Kofi Boateng' }));
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('puts the person back in the list when the server refuses the unblock', async () => {
    const { me, kofi } = people();
    seedBlock(me.id, kofi.id);
    server.use(mockEndpoint(endpoints.safety.unblock, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/settings', { signedInAs: me });
    const list = await screen.findByRole('list', { name: 'Blocked people' });
    await app.user.click(within(list).getByRole('button', { name: 'Unblock Kofi Boateng' }));

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Blocked people' })).getByText('Kofi Boateng')).toBeInTheDocument();
  });

  it('blocks from a message thread: the thread stays readable but the composer gives way to why', async () => {
    const { me, kofi } = people();
    const conversation = seedConversation(me, kofi);
    seedMessage(conversation.id, kofi, 'Hello there');
    const app = renderApp(`/messages/${conversation.id}`, { signedInAs: me });
    await screen.findByText('Hello there');
    expect(composer()).toBeInTheDocument();

    await pick(app, 'More actions on Kofi Boateng', 'Block Kofi Boateng');
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('You blocked Kofi Boateng. This conversation is read only until you unblock them.')).toBeInTheDocument();
    expect(composer()).not.toBeInTheDocument();
    expect(screen.getByText('Hello there')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('textbox', { name: 'Write a message' })).toBeInTheDocument();
    expect(safetyDb.blocks.get(me.id)).toEqual([]);
  });

  it('shows the thread read only from the start when the other person blocked me', async () => {
    const { me, kofi } = people();
    const conversation = seedConversation(me, kofi);
    seedMessage(conversation.id, kofi, 'Old message');
    seedBlock(kofi.id, me.id);
    renderApp(`/messages/${conversation.id}`, { signedInAs: me });

    expect(await screen.findByText('This conversation is read only: one of you has blocked the other.')).toBeInTheDocument();
    expect(screen.getByText('Old message')).toBeInTheDocument();
    expect(composer()).not.toBeInTheDocument();
  });

  it('turns the thread read only once the server says the other person blocked me', async () => {
    const { me, kofi } = people();
    const conversation = seedConversation(me, kofi);
    server.use(mockEndpoint(endpoints.messaging.sendMessage, () => apiError(403, 'BLOCKED', BLOCKED_MESSAGE)));
    const app = renderApp(`/messages/${conversation.id}`, { signedInAs: me });

    await app.user.type(await screen.findByRole('textbox', { name: 'Write a message' }), 'Are you there?{Enter}');

    expect(await screen.findByText('This conversation is read only: one of you has blocked the other.')).toBeInTheDocument();
    expect(composer()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
    expect(screen.getByText('Failed to send')).toBeInTheDocument();
  });

  it('folds the group messages of someone I blocked behind a Show button', async () => {
    server.use(...groupsHandlers);
    const { me, kofi } = people();
    const efua = addAccount(buildMe({ name: 'Efua Owusu' })).me;
    const group = seedGroup({ name: 'Torts circle', owner: me, members: [[kofi, 'member'], [efua, 'member']] });
    seedGroupMessage(group, kofi, 'Message from Kofi');
    seedGroupMessage(group, efua, 'Message from Efua');
    seedBlock(me.id, kofi.id);
    const app = renderApp(`/groups/${group.id}`, { signedInAs: me });

    expect(await screen.findByText('Message from Efua')).toBeInTheDocument();
    expect(await screen.findByText('You blocked this person')).toBeInTheDocument();
    expect(screen.queryByText('Message from Kofi')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Message from Kofi')).toBeInTheDocument();
    expect(screen.queryByText('You blocked this person')).not.toBeInTheDocument();
  });
});
