import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatPages } from '../../../src/client/features/messages/api/get-messages.ts';
import { messagingKeys } from '../../../src/client/features/messages/api/keys.ts';
import { playNotificationSound } from '../../../src/client/lib/notification-sound.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { messagingDb, resetMessagingDb, seedConversation, seedMessage, unreadOf } from '../../mocks/messaging-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { holdNextAnswer } from '../support/hold-endpoint.ts';
import { SOCKET_RECONNECTED, emitted, fireSocketEvent, listenerCount } from '../support/fake-socket.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { seedPeople } from './support/people.ts';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => {
  resetMessagingDb();
  emitted.length = 0;
  vi.mocked(playNotificationSound).mockClear();
});

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
const thread = () => screen.getByRole('log');
const composer = () => screen.getByRole('textbox', { name: 'Write a message' });

describe('messages in real time', () => {
  it('reads the open thread once more at the first connection, for a message sent before it; not at later ones', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    seedMessage(withKofi.id, kofi, 'Are you coming?');
    let reads = 0;
    server.use(
      mockEndpoint(endpoints.messaging.messages, () => {
        reads += 1;
        return undefined;
      }),
    );
    renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await within(await screen.findByRole('log')).findByText('Are you coming?');
    await waitFor(() => expect(listenerCount('connect')).toBeGreaterThan(0));
    const before = reads;

    // Sent while this page had read the thread but had no connection yet: no event will bring it.
    seedMessage(withKofi.id, kofi, 'I saved you a seat');
    await fireSocketEvent('connect', undefined);
    expect(await within(thread()).findByText('I saved you a seat')).toBeInTheDocument();
    expect(reads).toBe(before + 1);

    await fireSocketEvent('connect', undefined);
    await waitFor(() => expect(screen.queryByRole('log')).toBeInTheDocument());
    expect(reads).toBe(before + 1);
  });

  it('a new message moves its conversation to the top with the new preview, counts unread and chimes', async () => {
    const { me, kofi, efua } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    seedMessage(withKofi.id, me, 'Shall we study together?');
    const withEfua = seedConversation(me, efua);
    seedMessage(withEfua.id, me, 'Thanks!');
    renderApp('/messages', { signedInAs: me });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Efua Owusu'));
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();
    await waitFor(() => expect(listenerCount(serverEvents.newMessage)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.newMessage, seedMessage(withKofi.id, kofi, 'Yes, library at 5?'));

    await waitFor(() => expect(rows()[0]).toHaveTextContent('Kofi Boateng'));
    expect(rows()[0]).toHaveTextContent('Yes, library at 5?');
    expect(within(rows()[0] as HTMLElement).getByText(', 1 unread')).toBeInTheDocument();
    expect(screen.getAllByTestId('messages-badge')[0]).toHaveTextContent('1');
    expect(playNotificationSound).toHaveBeenCalledTimes(1);

    await fireSocketEvent(serverEvents.newMessage, seedMessage(withKofi.id, kofi, 'Bring the casebook'));
    expect(await within(rows()[0] as HTMLElement).findByText(', 2 unread')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Bring the casebook');
    expect(screen.getAllByTestId('messages-badge')[0]).toHaveTextContent('2');
  });

  it('a message elsewhere shows a toast naming the sender, whose Reply opens the conversation', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    const app = renderApp('/feed', { signedInAs: me });
    await waitFor(() => expect(listenerCount(serverEvents.newMessage)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.newMessage, seedMessage(withKofi.id, kofi, 'Library at 5?'));

    const toast = (await screen.findByText('New message from Kofi Boateng')).closest('li') as HTMLElement;
    expect(within(toast).getByText('Library at 5?')).toBeInTheDocument();
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
    // A click without pointer events: sonner's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(within(toast).getByRole('button', { name: 'Reply' }));

    await waitFor(() => expect(currentPath(app)).toBe(`/messages/${withKofi.id}`));
    expect(await within(await screen.findByRole('log')).findByText('Library at 5?')).toBeInTheDocument();
  });

  it('a message in a conversation the inbox does not hold yet brings that conversation in', async () => {
    const { me, kofi } = seedPeople();
    renderApp('/messages', { signedInAs: me });
    await screen.findByText(/No conversations yet/);
    await waitFor(() => expect(listenerCount(serverEvents.newMessage)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.newMessage, seedMessage(seedConversation(kofi, me).id, kofi, 'Hi Ama, are you in the study group?'));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Hi Ama, are you in the study group?');
    expect(screen.getAllByTestId('messages-badge')[0]).toHaveTextContent('1');
  });

  it('a message in the open conversation appears in it and is read at once', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    seedMessage(withKofi.id, kofi, 'Hello');
    renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await within(await screen.findByRole('log')).findByText('Hello');
    await waitFor(() => expect(listenerCount(serverEvents.newMessage)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.newMessage, seedMessage(withKofi.id, kofi, 'Are you there?'));

    expect(await within(thread()).findByText('Are you there?')).toBeInTheDocument();
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(unreadOf(withKofi.id, me.id)).toBe(0));
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();
    expect(screen.queryByText('New message from Kofi Boateng')).not.toBeInTheDocument();
  });

  it('a message that arrives while the open thread is being fetched stays, though that fetch answers from before it', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    const hello = seedMessage(withKofi.id, kofi, 'Hello');
    const app = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await within(await screen.findByRole('log')).findByText('Hello');
    await waitFor(() => expect(listenerCount(serverEvents.newMessage)).toBeGreaterThan(0));

    // The next read of the thread is asked now and answers, late, what the server held then.
    const fetching = holdNextAnswer(endpoints.messaging.messages, { items: [hello], hasMore: false });
    await fireSocketEvent(SOCKET_RECONNECTED, undefined);
    await fetching.asked;

    await fireSocketEvent(serverEvents.newMessage, seedMessage(withKofi.id, kofi, 'Sent during the fetch'));
    expect(await within(thread()).findByText('Sent during the fetch')).toBeInTheDocument();
    fetching.release();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(within(thread()).getByText('Sent during the fetch')).toBeInTheDocument();
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('the echo of my own message never doubles it, whether it comes before or after the server answers', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    const release = deferred();
    server.use(
      mockEndpoint(endpoints.messaging.sendMessage, async () => {
        await release.promise;
      }, { once: true }),
    );
    const app = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    // What the thread holds (the cache the page renders), checked right after each event.
    const threadBodies = () =>
      app.queryClient.getQueryData<ChatPages>(messagingKeys.messages(withKofi.id))?.pages.flatMap((page) => page.items.map((item) => item.body));
    await screen.findByText('No messages yet. Say hello!');

    await app.user.type(composer(), 'Echo first{Enter}');
    expect(within(thread()).getByText('Echo first').closest('li')).toHaveAttribute('data-status', 'pending');
    // The socket delivers my message (as the server would) before the POST answers.
    const early = seedMessage(withKofi.id, me, 'Echo first');
    await fireSocketEvent(serverEvents.newMessage, early);
    expect(threadBodies()).toEqual(['Echo first']);
    messagingDb.messages = messagingDb.messages.filter((message) => message.id !== early.id);
    release.resolve();
    await waitFor(() => expect(within(thread()).getByText('Echo first').closest('li')).toHaveAttribute('data-status', 'sent'));
    expect(within(thread()).getAllByText('Echo first')).toHaveLength(1);

    await app.user.type(composer(), 'Echo after{Enter}');
    await waitFor(() => expect(within(thread()).getByText('Echo after').closest('li')).toHaveAttribute('data-status', 'sent'));
    const echo = messagingDb.messages.at(-1);
    if (!echo) throw new Error('the mock server did not keep the message');
    await fireSocketEvent(serverEvents.newMessage, echo);
    expect(threadBodies()).toEqual(['Echo first', 'Echo after']);
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(2);
    expect(playNotificationSound).not.toHaveBeenCalled();
  });

  it('shows "… is typing" from the typing event and tells the other side, throttled, while I type', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    seedMessage(withKofi.id, kofi, 'Hi');
    const app = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await within(await screen.findByRole('log')).findByText('Hi');
    await screen.findByRole('heading', { name: 'Kofi Boateng', level: 1 });
    await waitFor(() => expect(listenerCount(serverEvents.typing)).toBeGreaterThan(0));

    await fireSocketEvent(serverEvents.typing, { conversationId: 'conversation-elsewhere', userId: kofi.id });
    expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();
    await fireSocketEvent(serverEvents.typing, { conversationId: withKofi.id, userId: kofi.id });
    expect(screen.getByText('Kofi Boateng is typing…')).toBeInTheDocument();
    await fireSocketEvent(serverEvents.newMessage, seedMessage(withKofi.id, kofi, 'Done typing'));
    expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();

    await app.user.type(composer(), 'Typing quickly');
    const typingEmits = emitted.filter((entry) => entry.event === 'typing');
    expect(typingEmits).toEqual([{ event: 'typing', payload: { conversationId: withKofi.id } }]);
  });
});
