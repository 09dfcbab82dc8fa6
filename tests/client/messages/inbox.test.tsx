import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../src/client/stores/session-store.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { summaryOf } from '../../mocks/db.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { messagingDb, resetMessagingDb, seedConversation, seedMessage } from '../../mocks/messaging-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { renderApp } from '../support/render-app.tsx';
import { seedPeople } from './support/people.ts';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => resetMessagingDb());

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');

describe('inbox', () => {
  it('lists conversations latest activity first with preview, unread count, online dot and the nav total', async () => {
    const { me, kofi, efua } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    seedMessage(withKofi.id, kofi, 'Are you coming to the moot court practice?');
    seedMessage(withKofi.id, kofi, 'We start at four.');
    const withEfua = seedConversation(me, efua);
    seedMessage(withEfua.id, efua, 'Thanks for the notes');
    seedMessage(withEfua.id, me, 'You are welcome!');
    withEfua.unread.clear();

    renderApp('/messages', { signedInAs: me });
    useSessionStore.setState({ onlineUsers: [summaryOf(kofi)] });

    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Efua Owusu');
    expect(first).toHaveTextContent('You: You are welcome!');
    expect(within(first).queryByText(/unread/)).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Kofi Boateng');
    expect(second).toHaveTextContent('We start at four.');
    expect(within(second).getByText(', 2 unread')).toBeInTheDocument();
    expect(within(second).getByText('(online)')).toBeInTheDocument();
    expect(within(first).queryByText('(online)')).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /Kofi Boateng/ })).toHaveAttribute('href', `/messages/${withKofi.id}`);

    const badges = await screen.findAllByTestId('messages-badge');
    expect(badges[0]).toHaveTextContent('2');
    expect(screen.getAllByRole('link', { name: /Messages/ })[0]).toContainElement(badges[0] ?? null);
  });

  it('says so when there is no conversation yet', async () => {
    const { me } = seedPeople();
    renderApp('/messages', { signedInAs: me });
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();
  });

  it('loads older conversations with the load-more button', async () => {
    const { me } = seedPeople();
    for (let index = 1; index <= 23; index += 1) {
      const other = { ...summaryOf(me), id: `other-${index}`, name: `Student ${index}` };
      seedMessage(seedConversation(me, other).id, other, `Hello ${index}`);
    }
    const app = renderApp('/messages', { signedInAs: me });

    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(rows()[0]).toHaveTextContent('Student 23');
    await app.user.click(screen.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(rows()[22]).toHaveTextContent('Student 1');
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).not.toBeInTheDocument();
  });

  it('deletes a conversation after confirmation, removing it before the server answers', async () => {
    const { me, kofi, efua } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    seedMessage(withKofi.id, kofi, 'Hi Ama');
    seedMessage(seedConversation(me, efua).id, efua, 'Hello');
    const release = deferred();
    server.use(
      mockEndpoint(endpoints.messaging.deleteConversation, async () => {
        await release.promise;
      }, { once: true }),
    );
    const app = renderApp('/messages', { signedInAs: me });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect((await screen.findAllByTestId('messages-badge'))[0]).toHaveTextContent('2');

    await app.user.click(screen.getByRole('button', { name: 'Delete conversation with Kofi Boateng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want to continue with your action?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Efua Owusu');
    // Its unread message no longer counts either.
    expect(screen.getAllByTestId('messages-badge')[0]).toHaveTextContent('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(withKofi.hidden.has(me.id)).toBe(false);

    // The held request then reaches the mock server, which hides it for me.
    release.resolve();
    await waitFor(() => expect(withKofi.hidden.has(me.id)).toBe(true));
    expect(rows()).toHaveLength(1);
  });

  it('puts a conversation back and says so when deleting fails', async () => {
    const { me, kofi } = seedPeople();
    seedMessage(seedConversation(me, kofi).id, kofi, 'Hi Ama');
    server.use(mockEndpoint(endpoints.messaging.deleteConversation, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.')));
    const app = renderApp('/messages', { signedInAs: me });
    await waitFor(() => expect(rows()).toHaveLength(1));

    await app.user.click(screen.getByRole('button', { name: 'Delete conversation with Kofi Boateng' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Kofi Boateng');
    expect(messagingDb.conversations[0]?.hidden.size).toBe(0);
  });
});
