import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../src/client/stores/session-store.ts';
import { messagingDb, resetMessagingDb, seedConversation, seedMessage } from '../../mocks/messaging-handlers.ts';
import { renderApp } from '../support/render-app.tsx';
import { seedPeople } from './support/people.ts';

vi.mock('../../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

const narrowMatchMedia = window.matchMedia;

function screenWidth(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return { ...narrowMatchMedia(query), matches: min ? width >= Number(min[1]) : false };
    },
  });
}

beforeEach(() => resetMessagingDb());
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: narrowMatchMedia });
});

describe('chat widget', () => {
  it('on a wide screen lists recent conversations and opens one in place', async () => {
    screenWidth(1280);
    const { me, kofi } = seedPeople();
    const withKofi = seedConversation(me, kofi);
    seedMessage(withKofi.id, kofi, 'Quick question about torts');
    const app = renderApp('/', { signedInAs: me });

    const launcher = await screen.findByRole('button', { name: /Open chats/ });
    await waitFor(() => expect(within(launcher).getByTestId('messages-badge')).toHaveTextContent('1'));
    await app.user.click(launcher);
    expect(useSessionStore.getState().openChatWidget).toBe(true);

    const panel = await screen.findByRole('region', { name: 'Chats' });
    await app.user.click(await within(panel).findByRole('button', { name: /^Kofi Boateng/ }));
    expect(await within(panel).findByText('Quick question about torts')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument());

    await app.user.type(within(panel).getByRole('textbox', { name: 'Write a message' }), 'Sure, ask away{Enter}');
    await waitFor(() => expect(messagingDb.messages.at(-1)?.body).toBe('Sure, ask away'));

    await app.user.click(within(panel).getByRole('button', { name: 'Back to chats' }));
    expect(await within(panel).findByText('You: Sure, ask away')).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: 'Close chats' }));
    expect(screen.queryByRole('region', { name: 'Chats' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().openChatWidget).toBe(false);
  });

  it('closes on Escape, giving the focus back to the launcher, and comes after the skip link in the page', async () => {
    screenWidth(1280);
    const { me, kofi } = seedPeople();
    seedConversation(me, kofi);
    const app = renderApp('/', { signedInAs: me });

    const launcher = await screen.findByRole('button', { name: /Open chats/ });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.compareDocumentPosition(launcher) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await app.user.click(launcher);
    const panel = await screen.findByRole('region', { name: 'Chats' });
    expect(panel).toHaveFocus();
    expect(panel).toHaveAttribute('data-chat-panel');

    await app.user.click(await within(panel).findByRole('button', { name: /^Kofi Boateng/ }));
    await app.user.type(await within(panel).findByRole('textbox', { name: 'Write a message' }), 'Half typed');
    await app.user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chats' })).not.toBeInTheDocument());
    expect(useSessionStore.getState().openChatWidget).toBe(false);
    expect(screen.getByRole('button', { name: /Open chats/ })).toHaveFocus();
  });

  it('is not there on a phone', async () => {
    screenWidth(360);
    const { me } = seedPeople();
    renderApp('/', { signedInAs: me });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('button', { name: /Open chats/ })).not.toBeInTheDocument();
  });
});
