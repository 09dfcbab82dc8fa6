import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { mockEndpoint } from '../../mocks/endpoint.ts';
import { apiError } from '../../mocks/errors.ts';
import { messagingDb, resetMessagingDb, seedConversation, seedMessage, unreadOf } from '../../mocks/messaging-handlers.ts';
import { server } from '../../mocks/server.ts';
import { deferred } from '../support/deferred.ts';
import { currentPath, renderApp } from '../support/render-app.tsx';
import { seedPeople } from './support/people.ts';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => resetMessagingDb());

const thread = () => screen.getByRole('log');
const composer = () => screen.getByRole('textbox', { name: 'Write a message' });

describe('a conversation', () => {
  it('opening it shows the messages, newest last, and marks it read in the inbox and the nav total', async () => {
    const { me, kofi, efua } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    seedMessage(withKofi.id, kofi, 'Did you read Donoghue v Stevenson?');
    seedMessage(withKofi.id, kofi, 'The snail in the bottle case');
    seedMessage(seedConversation(me, efua).id, efua, 'See you in class');
    const app = renderApp('/messages', { signedInAs: me });
    expect((await screen.findAllByTestId('messages-badge'))[0]).toHaveTextContent('3');

    await app.user.click(await screen.findByRole('link', { name: /Kofi Boateng/ }));

    expect(await screen.findByRole('heading', { name: 'Kofi Boateng', level: 1 })).toBeInTheDocument();
    const bubbles = await within(await screen.findByRole('log', { name: 'Conversation with Kofi Boateng' })).findAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.querySelector('p')?.textContent)).toEqual(['Did you read Donoghue v Stevenson?', 'The snail in the bottle case']);
    await waitFor(() => expect(screen.getAllByTestId('messages-badge')[0]).toHaveTextContent('1'));
    expect(unreadOf(withKofi.id, me.id)).toBe(0);

    await app.user.click(screen.getByRole('link', { name: 'Back to messages' }));
    const kofiRow = await screen.findByRole('link', { name: /Kofi Boateng/ });
    expect(within(kofiRow).queryByText(/unread/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Efua Owusu/ })).getByText(', 1 unread')).toBeInTheDocument();
  });

  it('shows my message at once while it is sending, then as sent (Enter sends, Shift+Enter makes a new line)', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    const release = deferred();
    server.use(
      mockEndpoint(endpoints.messaging.sendMessage, async () => {
        await release.promise;
      }, { once: true }),
    );
    const app = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await screen.findByText('No messages yet. Say hello!');

    await app.user.type(composer(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(composer()).toHaveValue('First line\nsecond line');
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    await app.user.keyboard('{Enter}');

    expect(composer()).toHaveValue('');
    const bubble = within(thread()).getByText(/First line/).closest('li') as HTMLElement;
    expect(bubble).toHaveTextContent('First line second line');
    expect(bubble).toHaveAttribute('data-status', 'pending');
    expect(within(bubble).getByText('Sending…')).toBeInTheDocument();

    release.resolve();
    await waitFor(() => expect(within(thread()).getByText(/First line/).closest('li')).toHaveAttribute('data-status', 'sent'));
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(1);
    expect(messagingDb.messages.map((message) => message.body)).toEqual(['First line\nsecond line']);
  });

  it('marks a failed message "Failed to send" and sends it again on Retry', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    server.use(
      mockEndpoint(endpoints.messaging.sendMessage, () => apiError(500, 'INTERNAL', 'Something went wrong on our side.'), { once: true }),
    );
    const app = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await screen.findByText('No messages yet. Say hello!');

    await app.user.type(composer(), 'Can I borrow your contract law notes?');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send')).toBeInTheDocument();
    const bubble = within(thread()).getByText('Can I borrow your contract law notes?').closest('li') as HTMLElement;
    expect(bubble).toHaveAttribute('data-status', 'failed');
    expect(messagingDb.messages).toHaveLength(0);

    await app.user.click(within(bubble).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Failed to send')).not.toBeInTheDocument());
    await waitFor(() => expect(within(thread()).getByText('Can I borrow your contract law notes?').closest('li')).toHaveAttribute('data-status', 'sent'));
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(1);
    expect(messagingDb.messages.map((message) => message.body)).toEqual(['Can I borrow your contract law notes?']);
  });

  it('loads older messages above without moving what the reader is looking at', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    for (let index = 1; index <= 35; index += 1) seedMessage(withKofi.id, index % 2 ? kofi : me, `Message ${index}`);
    const app = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await within(await screen.findByRole('log')).findByText('Message 35');
    expect(within(thread()).queryByText('Message 5')).not.toBeInTheDocument();
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(30);

    // jsdom has no layout: each message is 50 px tall in a 400 px window.
    const log = thread();
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => log.querySelectorAll('li').length * 50 });
    log.scrollTop = 100;
    fireEvent.scroll(log);
    const fromBottom = log.scrollHeight - log.scrollTop - log.clientHeight;

    await app.user.click(within(log).getByRole('button', { name: 'Load older messages' }));
    await within(log).findByText('Message 1');
    expect(within(log).getAllByRole('listitem')).toHaveLength(35);
    expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBe(fromBottom);
    expect(log.scrollTop).toBe(350);
    expect(within(log).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(within(log).getByText('This is the start of your conversation.')).toBeInTheDocument();
  });

  it('says so when the conversation is not mine or does not exist', async () => {
    const { me } = seedPeople();
    renderApp('/messages/conversation-999999', { signedInAs: me });
    expect(await screen.findByText('This conversation does not exist or was deleted.')).toBeInTheDocument();
  });

  it('starts a conversation from a profile with the Message button and opens it', async () => {
    const { me, kofi } = seedPeople();
    const app = renderApp(`/profile/${kofi.id}`, { signedInAs: me });

    await app.user.click(await screen.findByRole('button', { name: 'Message' }));

    expect(await screen.findByRole('heading', { name: 'Kofi Boateng', level: 1 })).toBeInTheDocument();
    const [conversation] = messagingDb.conversations;
    expect(conversation?.participants.map((user) => user.id)).toEqual([me.id, kofi.id]);
    await waitFor(() => expect(currentPath(app)).toBe(`/messages/${conversation?.id}`));
    await app.user.type(composer(), 'Hello Kofi{Enter}');
    await waitFor(() => expect(messagingDb.messages.map((message) => message.body)).toEqual(['Hello Kofi']));
  });
});
