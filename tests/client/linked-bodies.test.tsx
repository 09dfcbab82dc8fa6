import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addAccount, buildMe } from '../mocks/db.ts';
import { seedGroup, seedMessage as seedGroupMessage } from '../mocks/groups-handlers.ts';
import { resetMessagingDb, seedConversation, seedMessage } from '../mocks/messaging-handlers.ts';
import { resetPostsDb, seedComment, seedPost } from '../mocks/posts-handlers.ts';
import { renderApp } from './support/render-app.tsx';
import { useGroupsServer } from './groups/support/setup-groups.ts';

vi.mock('../../src/client/lib/notification-sound.ts', () => ({ playNotificationSound: vi.fn() }));

useGroupsServer();
beforeEach(() => {
  resetPostsDb();
  resetMessagingDb();
});

function expectSafeLink(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
}

describe('web addresses in what people write', () => {
  it('become links in a post and its comments, beside working hashtags', async () => {
    const me = buildMe();
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const post = seedPost(kofi, 'Judgment at https://ghalii.org/gh/judgment/2024/1 #Equity');
    seedComment(post.id, me, 'Summary at example.com/summary');
    renderApp(`/posts/${post.id}`, { signedInAs: me });

    expectSafeLink(await screen.findByRole('link', { name: 'https://ghalii.org/gh/judgment/2024/1' }), 'https://ghalii.org/gh/judgment/2024/1');
    expect(screen.getByRole('link', { name: '#Equity' })).toHaveAttribute('href', expect.stringContaining('tag=Equity'));
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expectSafeLink(await within(comments).findByRole('link', { name: 'example.com/summary' }), 'http://example.com/summary');
  });

  it('become links in direct messages and group posts', async () => {
    const me = buildMe({ name: 'Ama Mensah' });
    const kofi = addAccount(buildMe({ name: 'Kofi Boateng' })).me;
    const conversation = seedConversation(me, kofi);
    seedMessage(conversation.id, kofi, 'Slides: https://example.org/slides.pdf');
    const first = renderApp(`/messages/${conversation.id}`, { signedInAs: me });
    const log = await screen.findByRole('log');
    expectSafeLink(await within(log).findByRole('link', { name: 'https://example.org/slides.pdf' }), 'https://example.org/slides.pdf');
    first.unmount();

    const group = seedGroup({ name: 'Torts circle', owner: me });
    seedGroupMessage(group, me, 'Reading list https://example.org/torts #negligence');
    renderApp(`/groups/${group.id}`, { signedInAs: me });
    const posts = await screen.findByRole('region', { name: 'Posts' });
    expectSafeLink(await within(posts).findByRole('link', { name: 'https://example.org/torts' }), 'https://example.org/torts');
    expect(within(posts).getByRole('button', { name: 'Show posts tagged #negligence' })).toBeInTheDocument();
  });
});
