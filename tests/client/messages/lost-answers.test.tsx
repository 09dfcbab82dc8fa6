/*
 * A message saved by the server whose answer is lost on the way (a connection reset). Sent
 * online, it shows "Failed to send", and Retry goes with the same Idempotency-Key: the server
 * answers the first save, and the classmate gets it once. Written offline, it waits in the
 * outbox; once the server's copy reaches the thread (by socket), the waiting copy is hidden,
 * and the outbox's resend, answered as a replay, leaves the queue. The mock server keeps and
 * replays answers by key as the real one does (tests/mocks/idempotency.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { serverEvents } from '../../../src/contract/socket-events.ts';
import { messagingAnswers, messagingDb, resetMessagingDb, seedConversation } from '../../mocks/messaging-handlers.ts';
import { fireSocketEvent } from '../support/fake-socket.ts';
import { recordWrites, setOnline, storedOutbox } from '../support/offline-writes.ts';
import { renderApp } from '../support/render-app.tsx';
import { seedPeople } from './support/people.ts';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

beforeEach(() => resetMessagingDb());
afterEach(() => vi.useRealTimers());

const thread = () => screen.getByRole('log');
const composer = () => screen.getByRole('textbox', { name: 'Write a message' });
const savedBodies = () => messagingDb.messages.map((message) => message.body);

describe('a message whose answer is lost', () => {
  it('is sent once on Retry, which goes with the same key', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    const writes = recordWrites(endpoints.messaging.sendMessage);
    const app = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await screen.findByText('No messages yet. Say hello!');
    messagingAnswers.loseNextAnswer();

    await app.user.type(composer(), 'Are you at the library?{Enter}');
    expect(await screen.findByText('Failed to send')).toBeInTheDocument();
    expect(savedBodies()).toEqual(['Are you at the library?']);

    const bubble = within(thread()).getByText('Are you at the library?').closest('li') as HTMLElement;
    await app.user.click(within(bubble).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(thread()).getByText('Are you at the library?').closest('li')).toHaveAttribute('data-status', 'sent'));
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(1);
    expect(savedBodies()).toEqual(['Are you at the library?']);
    const [first, again] = writes.received;
    expect(first?.key).toBeTruthy();
    expect(again?.key).toBe(first?.key);
  });

  it('leaves the next message, even with the same text, a key of its own', async () => {
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    const writes = recordWrites(endpoints.messaging.sendMessage);
    const app = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await screen.findByText('No messages yet. Say hello!');

    await app.user.type(composer(), 'ok{Enter}');
    await waitFor(() => expect(savedBodies()).toEqual(['ok']));
    await app.user.type(composer(), 'ok{Enter}');
    await waitFor(() => expect(savedBodies()).toEqual(['ok', 'ok']));
    await waitFor(() => expect(within(thread()).getAllByRole('listitem').map((item) => item.dataset.status)).toEqual(['sent', 'sent']));
    const keys = writes.received.map((write) => write.key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('written offline, shows once as soon as the server’s copy arrives, and leaves the outbox when its resend is replayed', async () => {
    // The mock server dates messages from 2026-10-01 09:00 on; the message is queued before that, as on a real server.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T08:00:00.000Z'));
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    const writes = recordWrites(endpoints.messaging.sendMessage);
    const app = renderApp(`/messages/${withKofi.id}`, { signedInAs: me });
    await screen.findByText('No messages yet. Say hello!');
    setOnline(false);
    await app.user.type(composer(), 'See you at moot court{Enter}');
    await waitFor(() => expect(storedOutbox(me.id)).toHaveLength(1));
    expect(await within(thread()).findByText('Waiting to send')).toBeInTheDocument();

    messagingAnswers.loseNextAnswer();
    setOnline(true);
    await waitFor(() => expect(savedBodies()).toEqual(['See you at moot court']));
    const [saved] = messagingDb.messages;
    if (!saved) throw new Error('not saved');
    await fireSocketEvent(serverEvents.newMessage, saved);

    await waitFor(() => expect(within(thread()).queryByText('Waiting to send')).not.toBeInTheDocument());
    expect(within(thread()).getAllByText('See you at moot court')).toHaveLength(1);
    expect(storedOutbox(me.id)).toHaveLength(1);

    setOnline(true);
    await waitFor(() => expect(storedOutbox(me.id)).toEqual([]));
    expect(writes.received.map((write) => write.key)).toEqual([writes.received[0]?.key, writes.received[0]?.key]);
    expect(savedBodies()).toEqual(['See you at moot court']);
    expect(within(thread()).getAllByText('See you at moot court')).toHaveLength(1);
  });
});
